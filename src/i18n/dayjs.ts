import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { i18n } from './index';

/**
 * dayjs in the interface language. Everything that formats dates imports dayjs from here, so dayjs
 * and its locales load with the first screen that needs them rather than at start-up.
 */
const localeOf = (lang: string) => (lang === 'en-us' ? 'en' : 'zh-cn');

dayjs.locale(localeOf(i18n.language ?? 'zh-cn'));
i18n.on('languageChanged', (lang) => dayjs.locale(localeOf(lang)));

export default dayjs;
export type { Dayjs } from 'dayjs';
