import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { WindowedList } from '@/components/WindowedList';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useMayOpen } from '@/shell/guards';
import { crewLogFlightsQuery } from '@/api/crewlog';
import type { CrewLogFlight } from '@/api/schema/crewlog';
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
  // The rows' words are looked up once per list and language: a fast scroll mounts several rows a
  // frame, and each t() call costs about 0.5 ms on a slow phone (the flight list does the same).
  const words = useMemo(
    () => ({
      notFlown: t('crewLog.notFlown'),
      logged: t('crewLog.logged'),
      notLogged: t('crewLog.notLogged'),
      edit: t('crewLog.edit'),
      write: t('crewLog.write'),
    }),
    [t],
  );
  const renderRow = useCallback(
    (f: CrewLogFlight) => {
      const action = f.logState === 1 ? words.edit : words.write;
      return (
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
              <Tag tone="neutral">{words.notFlown}</Tag>
            ) : f.logState === 1 ? (
              <Tag tone="success">{words.logged}</Tag>
            ) : (
              <Tag tone="warning">{words.notLogged}</Tag>
            )}
            {f.flown && (
              <Link
                to={links.crewLogWrite(f.flightId)}
                className={styles.action}
                aria-label={`${action} ${f.flightNo} ${f.flightDate}`}
              >
                {action}
              </Link>
            )}
          </div>
        </li>
      );
    },
    [words],
  );
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
                renderRow={renderRow}
              />
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}
