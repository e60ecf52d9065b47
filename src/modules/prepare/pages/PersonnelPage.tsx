import { Link, useParams } from 'react-router-dom';
import { Tag } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { crewPreparationQuery, missionCrewInfoQuery } from '@/api/compinfo';
import { missionCrewQuery } from '@/api/prepare';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import styles from '../components/flow.module.css';

/**
 * /prepare/task/personnel/:id — the crew of a mission (GetFlightMissionDetailPerson, with base and hours
 * from PrepareCrewInfo, and where each one's preparation stands from PreConditonCrewList: prepared, or
 * the steps still open); each member opens the crew-member screen of flight dynamics.
 */
export default function PersonnelPage() {
  const { t } = useTranslation('prepare');
  const missionId = useParams().id ?? '';
  const crew = useQuery(missionCrewQuery(missionId));
  const info = useQuery(missionCrewInfoQuery(missionId));
  const preparation = useQuery(crewPreparationQuery(missionId));
  const details = new Map((info.data ?? []).map((member) => [member.code, member]));
  const prepared = new Map((preparation.data ?? []).map((member) => [member.crewId, member]));

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(crew)}>
        {(list) => (
          <ul className={styles.list} aria-label={t('personnel.listLabel')}>
            {list.map((person) => {
              const more = details.get(person.code);
              const state = prepared.get(person.crewId);
              return (
                <li key={person.crewId}>
                  <Link
                    className={styles.row}
                    to={paths.dynamics.crewMember({ code: person.code, flightId: missionId })}
                  >
                    <div className={styles.rowMain}>
                      <p className={styles.rowTitle}>
                        {person.name} · {t(`duty.${person.duty}`)}
                        {person.isMe && <Tag tone="info"> {t('personnel.me')}</Tag>}
                      </p>
                      <p className={styles.meta}>
                        {t('personnel.code', { code: person.code })} · {person.post} · {person.department}
                      </p>
                      {more && (
                        <p className={styles.meta}>
                          {t('personnel.base', { base: more.base })} ·{' '}
                          {t('personnel.hours', { hours: more.totalHours })} · {more.qualifiedTypes.join('/')}
                        </p>
                      )}
                      {state && (
                        <p className={`${styles.meta} ${state.prepareState === 2 ? styles.success : ''}`}>
                          {state.prepareState === 2
                            ? t('personnel.prepared')
                            : [
                                !state.declared && t('personnel.notDeclared'),
                                t('personnel.open', {
                                  steps: state.openSteps
                                    .filter((step) => step !== 'health')
                                    .map((step) => t(`stepName.${step}`))
                                    .join(t('gate.joiner')),
                                }),
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                        </p>
                      )}
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </AsyncView>
    </Page>
  );
}
