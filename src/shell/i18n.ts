import { defineStrings, i18n, registerStrings } from '@/i18n';

/**
 * Words of the shell's lazily loaded parts (namespace 'shell'): the bar of records made offline loads
 * only when the queue holds something, and its words with it, so they cost nothing at start-up.
 */
export const strings = defineStrings(
  {
    queue: {
      label: '离线记录',
      waiting: '{{count}} 条记录待联网后发送',
      sent: '已发送 {{count}} 条',
      refused: '{{count}} 条未被接受',
      kind: { stepRecord: '准备用时记录', health: '身体状况申报', crewLog: '机组日志' },
      state: { waiting: '等待网络', sending: '正在发送', sent: '已发送', refused: '未被接受' },
      at: '{{time}} 记录',
      sendNow: '立即发送',
      clear: '清除已完成',
    },
  },
  {
    queue: {
      label: 'Offline records',
      waiting: 'Waiting for the network: {{count}}',
      sent: 'Sent: {{count}}',
      refused: 'Not accepted: {{count}}',
      kind: { stepRecord: 'Preparation time record', health: 'Fitness declaration', crewLog: 'Crew log' },
      state: {
        waiting: 'Waiting for the network',
        sending: 'Sending',
        sent: 'Sent',
        refused: 'Not accepted',
      },
      at: 'recorded {{time}}',
      sendNow: 'Send now',
      clear: 'Clear finished',
    },
  },
);

if (i18n.isInitialized) registerStrings('shell', strings);
else i18n.on('initialized', () => registerStrings('shell', strings));
