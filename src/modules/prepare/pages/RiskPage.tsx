import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RiskListResult } from '@/api/schema/flightdata';
import { useQuery } from '@tanstack/react-query';
import { riskReportQuery, risksQuery } from '@/api/flightdata';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { paths } from '@/lib/paths';
import { missionLink, useMissionId } from '../mission';
import { StepPage } from '../components/StepPage';
import { FlightTimeWindows } from '../components/FlightTimeWindows';
import { ReadingSection } from '../components/ReadingSection';
import { RiskLevelTag } from '../components/RiskLevelTag';
import styles from '../components/ReadingCard.module.css';

/** The flight's risks and the crew member's flight time over the 30- and 90-day windows. */
export default function RiskPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const risks = useQuery({ ...risksQuery(missionId), enabled: missionId !== '', refetchOnMount: 'always' });
  const firstRisk = risks.data?.items[0]?.id;
  // The windows are the user's, the same for every risk of the flight: read them with the first one.
  const windows = useQuery({ ...riskReportQuery(firstRisk ?? ''), enabled: Boolean(firstRisk) });
  return (
    <StepPage step="risk">
      <div className={styles.content}>
        {windows.data && (
          <ReadingSection
            title={t('reading.risk.windows')}
            aside={<RiskLevelTag level={windows.data.level} />}
          >
            <FlightTimeWindows windows={windows.data.windows} />
          </ReadingSection>
        )}
        <AsyncView
          {...fromQuery(risks)}
          isEmpty={(data: RiskListResult) => data.items.length === 0}
          emptyTitle={false}
          emptyText={t('reading.risk.none')}
        >
          {(data: RiskListResult) => (
            <ReadingSection
              title={t('reading.risk.ofFlight', { flightNo: data.flightNo, from: data.from, to: data.to })}
              aside={<RiskLevelTag level={data.overallLevel} />}
            >
              <ul className={styles.list} aria-label={t('reading.risk.list')}>
                {data.items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <Link
                      className={styles.rowLink}
                      to={missionLink(paths.prepare.riskDetail(item.id), missionId)}
                    >
                      <span className={styles.rowBody}>
                        <span className={styles.itemHead}>
                          <span className={styles.itemTitle}>{item.title}</span>
                          <RiskLevelTag level={item.level} />
                        </span>
                        <span className={styles.muted}>
                          {item.category} · {t('reading.risk.score', { score: item.score })} ·{' '}
                          {t('reading.risk.feedbacks', { count: item.feedbackCount })}
                          {item.reported ? ` · ${t('reading.risk.reported')}` : ''}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </ReadingSection>
          )}
        </AsyncView>
      </div>
    </StepPage>
  );
}
