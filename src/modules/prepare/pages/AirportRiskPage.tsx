import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirportRiskFactor } from '@/api/schema/prepare';
import { useQuery } from '@tanstack/react-query';
import { airportRiskFactorsQuery } from '@/api/prepare';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { readAirportCode } from '../airportCharts';
import { StepPage } from '../components/StepPage';
import { ReadingSection } from '../components/ReadingSection';
import { RiskLevelTag } from '../components/RiskLevelTag';
import styles from '../components/ReadingCard.module.css';

/** The risk factors of one airport, each with what the crew does about it. */
export default function AirportRiskPage() {
  const { t } = useTranslation('prepare');
  const code = readAirportCode(useParams().id);
  const factors = useQuery({ ...airportRiskFactorsQuery(code), enabled: Boolean(code) });
  const name = factors.data?.[0]?.airportName;
  return (
    <StepPage
      step="airport"
      header={{ title: name ? `${name} ${code}` : code, left: ['back'], right: ['home'] }}
    >
      <div className={styles.content}>
        <AsyncView
          {...fromQuery(factors)}
          data={code ? factors.data : []}
          emptyTitle={false}
          emptyText={t('reading.airport.noRisks')}
        >
          {(list: AirportRiskFactor[]) => (
            <ReadingSection title={t('screens.airportRisk')}>
              <ul className={styles.list} aria-label={t('screens.airportRisk')}>
                {list.map((factor) => (
                  <li key={factor.factorId} className={styles.item}>
                    <div className={styles.itemHead}>
                      <p className={styles.itemTitle}>{factor.title}</p>
                      <RiskLevelTag level={factor.level} />
                    </div>
                    <p className={styles.muted}>{factor.category}</p>
                    <p className={styles.text}>{factor.description}</p>
                    <p className={styles.muted}>{t('reading.airport.measures')}</p>
                    <p className={styles.text}>{factor.measures}</p>
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
