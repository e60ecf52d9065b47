import { registerStrings, type Strings } from '@/i18n';

export const strings: Strings = {
  'zh-cn': {
    screens: {
      home: '首页',
      message: '消息',
      messageDetail: '消息详情',
      announcement: '公告',
      announcementFile: '公告附件',
      pastExam: '历史考试',
      news: '新闻',
      newsDetail: '新闻详情',
      task: '本周任务',
      follow: '关注航班',
    },
  },
  'en-us': {
    screens: {
      home: 'Home',
      message: 'Messages',
      messageDetail: 'Message',
      announcement: 'Announcements',
      announcementFile: 'Attachment',
      pastExam: 'Past exams',
      news: 'News',
      newsDetail: 'News',
      task: 'This week',
      follow: 'Followed flights',
    },
  },
};

registerStrings('home', strings);
