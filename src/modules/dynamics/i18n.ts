import { registerStrings, type Strings } from '@/i18n';

export const strings: Strings = {
  'zh-cn': {
    screens: {
      home: '航班动态',
      list: '航班列表',
      details: '航班详情',
      airports: '机场进出港',
      crewMember: '机组成员',
      captain: '机长信息',
    },
  },
  'en-us': {
    screens: {
      home: 'Flight status',
      list: 'Flights',
      details: 'Flight details',
      airports: 'Airport movements',
      crewMember: 'Crew member',
      captain: 'Captain',
    },
  },
};

registerStrings('dynamics', strings);
