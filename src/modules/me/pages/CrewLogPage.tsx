import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { WindowedList } from '@/components/WindowedList';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useMayOpen } from '@/shell/guards';
import { crewLogFlightsQuery } from '@/api/crewlog';
import { Tag } from '@/components/Tag';
import { ui } from '../components/Ui';
import { links } from '../lib/links';
import { beijingTimeOf } from '@/lib/beijing';
import styles from './CrewLogPage.module.css';

/** Row height plus gap (CrewLogPage.module.css: 5rem + 0.5rem). */
const ROW_REM = 5.5;

/** The user's sectors of the last 30 days by flight, newest first; each opens its log to write or edit. */
export default function CrewLogPage() {
  const { t } = useTranslation('me');
  const mayOpen = useMayOpen();
  const list = useQuery(crewLogFlightsQuery({}));
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(list)}>
        {(flights) => {
          const open = flights.filter((f) => f.flown && f.logState === 0).length;
          return (
            <>
              <div className={styles.summary}>
                <p>
                  {t('crewLog.range')} · {t('crewLog.summary', { count: open })}
                </p>
                {mayOpen(paths.me.crewLogPf) && (
                  <Link to={paths.me.crewLogPf} className={ui.button}>
                    {t('crewLog.pf')}
                  </Link>
                )}
              </div>
              <WindowedList
                className={styles.list}
                label={t('crewLog.list')}
                items={flights}
                rowHeightRem={ROW_REM}
                renderRow={(f) => (
                  <li key={f.flightId} className={styles.row}>
                    <div className={styles.text}>
                      <p className={styles.title}>
                        {f.flightNo} {f.from}–{f.to}
                      </p>
                      <p className={styles.meta}>
                        {f.flightDate} {beijingTimeOf(f.plannedDeparture)}–{beijingTimeOf(f.plannedArrival)} ·{' '}
                        {f.registration}
                      </p>
                    </div>
                    <div className={styles.side}>
                      {!f.flown ? (
                        <Tag tone="neutral">{t('crewLog.notFlown')}</Tag>
                      ) : f.logState === 1 ? (
                        <Tag tone="success">{t('crewLog.logged')}</Tag>
                      ) : (
                        <Tag tone="warning">{t('crewLog.notLogged')}</Tag>
                      )}
                      {f.flown && (
                        <Link
                          to={links.crewLogWrite(f.flightId)}
                          className={styles.action}
                          aria-label={`${f.logState === 1 ? t('crewLog.edit') : t('crewLog.write')} ${f.flightNo} ${f.flightDate}`}
                        >
                          {f.logState === 1 ? t('crewLog.edit') : t('crewLog.write')}
                        </Link>
                      )}
                    </div>
                  </li>
                )}
              />
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}
