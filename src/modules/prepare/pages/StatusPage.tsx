import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { healthQuery } from '@/api/prepare';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { missionLink } from '../mission';
import { MissionList, usePrepareFlights } from '../components/MissionList';
import styles from '../components/flow.module.css';

/**
 * /prepare/status — the cabin crew's entry: the fitness declared for the next flight still to fly
 * (GetBodyHealthInfo) and the same mission list as the pilots' entry, from the same one read of the
 * missions with their progress (GetPrepareFlight).
 */
export default function StatusPage() {
  const { t } = useTranslation('prepare');
  const missions = usePrepareFlights();
  const next = missions.data?.find((m) => m.prepareGate.state !== 'closed') ?? missions.data?.[0];
  const nextId = next?.missionId ?? '';
  const health = useQuery({ ...healthQuery(nextId), enabled: nextId !== '' });

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      {next && (
        <section className={styles.card} aria-labelledby="body-status">
          <h2 id="body-status">{t('status.title')}</h2>
          <p className={styles.meta}>
            {next.flightNo} · {next.flightDate} · {next.fromName} – {next.toName}
          </p>
          <AsyncView {...fromQuery(health)}>
            {(info) => (
              <>
                <p>
                  <strong
                    className={info.fit === false ? styles.danger : info.fit ? styles.success : undefined}
                  >
                    {info.fit === null
                      ? t('status.notDeclared')
                      : info.fit
                        ? t('status.fit')
                        : t('status.notFit')}
                  </strong>
                </p>
                {info.declaredAt && (
                  <p className={styles.meta}>{t('status.declaredAt', { time: info.declaredAt })}</p>
                )}
                {info.fit === false && (info.symptoms.length > 0 || info.description) && (
                  <p className={styles.meta}>
                    {t('status.symptoms', {
                      list: [...info.symptoms, info.description].filter(Boolean).join('、'),
                    })}
                  </p>
                )}
                {info.final && <p className={styles.meta}>{t('health.final')}</p>}
                <div className={styles.actions}>
                  <Link className={styles.button} to={missionLink(paths.prepare.health, nextId)}>
                    {info.declared ? t('status.view') : t('status.declare')}
                  </Link>
                </div>
              </>
            )}
          </AsyncView>
        </section>
      )}
      <h2 className={styles.group}>{t('status.missions')}</h2>
      <MissionList flights={missions} />
    </Page>
  );
}
