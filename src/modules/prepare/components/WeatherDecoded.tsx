import { useTranslation } from 'react-i18next';
import { decodeReport, type ReportPart } from '../metar';
import styles from './ReadingCard.module.css';

const hh = (hour: number) => String(hour).padStart(2, '0');
const feetToMetres = (feet: number) => Math.round((feet * 0.3048) / 10) * 10;

/** A METAR or TAF in plain words, one line per group, in the user's language. */
export function WeatherDecoded({ report, label }: { report: string; label: string }) {
  const { t, i18n } = useTranslation('prepare');
  // Chinese writes the words of one weather group together (雷暴雨); English puts spaces between them.
  const joiner = i18n.language.startsWith('zh') ? '' : ' ';
  const line = (p: ReportPart): string => {
    switch (p.kind) {
      case 'type':
        return t(`reading.wx.type.${p.value}`);
      case 'station':
        return t('reading.wx.station', { code: p.code });
      case 'time':
        return t('reading.wx.time', { day: p.day, time: p.time });
      case 'validity':
        return t('reading.wx.validity', {
          fromDay: p.fromDay,
          fromHour: hh(p.fromHour),
          toDay: p.toDay,
          toHour: hh(p.toHour),
        });
      case 'calm':
        return t('reading.wx.calm');
      case 'wind': {
        const speed = t(p.unit === 'MPS' ? 'reading.wx.mps' : 'reading.wx.kt', { value: p.speed });
        const text =
          p.direction === 'VRB'
            ? t('reading.wx.windVariable', { speed })
            : t('reading.wx.wind', { direction: String(p.direction).padStart(3, '0'), speed });
        return p.gust === null
          ? text
          : `${text}${t('reading.wx.gust', { speed: t(p.unit === 'MPS' ? 'reading.wx.mps' : 'reading.wx.kt', { value: p.gust }) })}`;
      }
      case 'visibility':
        return p.metres >= 9999
          ? t('reading.wx.visibilityTen')
          : t('reading.wx.visibility', { value: p.metres.toLocaleString('en-US') });
      case 'sky':
        return t(`reading.wx.sky.${p.value}`);
      case 'weather': {
        const names = p.codes.map((code) => t(`reading.wx.code.${code}`)).join(joiner);
        return p.intensity === 'moderate' ? names : t(`reading.wx.${p.intensity}`, { what: names });
      }
      case 'cloud':
        return t('reading.wx.cloud', {
          cover: t(`reading.wx.cover.${p.cover}`),
          feet: p.feet.toLocaleString('en-US'),
          metres: feetToMetres(p.feet).toLocaleString('en-US'),
          convective: p.convective ? t(`reading.wx.convective.${p.convective}`) : '',
        });
      case 'temperature':
        return t('reading.wx.temperature', { temperature: p.temperature, dewPoint: p.dewPoint });
      case 'qnh':
        return t('reading.wx.qnh', { value: p.hpa });
      case 'nosig':
        return t('reading.wx.nosig');
      case 'extreme':
        return t(p.max ? 'reading.wx.max' : 'reading.wx.min', {
          temperature: p.temperature,
          day: p.day,
          hour: hh(p.hour),
        });
      case 'change':
        return t(`reading.wx.change.${p.change === 'TEMPO' ? 'TEMPO' : 'BECMG'}`, {
          fromDay: p.fromDay,
          fromHour: hh(p.fromHour),
          toDay: p.toDay,
          toHour: hh(p.toHour),
        });
      case 'unknown':
        return t('reading.wx.unknown', { raw: p.raw });
    }
  };
  return (
    <ul className={styles.list} aria-label={label}>
      {decodeReport(report).map((p, index) => (
        <li key={index} className={styles.item}>
          {line(p)}
        </li>
      ))}
    </ul>
  );
}
