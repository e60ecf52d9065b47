import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PersonInfo } from '@/api/schema/dynamics';
import { paths } from '@/lib/paths';
import { Clock } from './Clock';
import { Facts, type Fact } from '@/components/Facts';
import styles from './PersonProfile.module.css';

/** Only inline SVG pictures are shown: nothing is fetched from elsewhere and no script can run. */
const isSafeAvatar = (src: string) => src.startsWith('data:image/svg+xml');

const initialsOf = (name: string) => name.trim().slice(-2);

/** The §3 crew member record, with what the captain page adds (qualifications, hours, roles). */
export function PersonProfile({ person, captain }: { person: PersonInfo; captain?: boolean }) {
  const { t } = useTranslation('dynamics');
  const gender =
    person.gender === '男' ? t('person.male') : person.gender === '女' ? t('person.female') : person.gender;
  const record: Fact[] = [
    { key: 'name', label: t('person.name'), value: person.name },
    { key: 'code', label: t('person.code'), value: person.code },
    { key: 'post', label: t('person.post'), value: person.post },
    { key: 'department', label: t('person.department'), value: person.department },
    { key: 'employmentType', label: t('person.employmentType'), value: person.employmentType },
    { key: 'technicalLevel', label: t('person.technicalLevel'), value: person.technicalLevel },
    { key: 'ethnicity', label: t('person.ethnicity'), value: person.ethnicity },
    { key: 'gender', label: t('person.gender'), value: gender },
    { key: 'englishLevel', label: t('person.englishLevel'), value: person.englishLevel },
    { key: 'education', label: t('person.education'), value: person.education },
    { key: 'nativePlace', label: t('person.nativePlace'), value: person.nativePlace },
    { key: 'mandarinLevel', label: t('person.mandarinLevel'), value: person.mandarinLevel },
    { key: 'politicalStatus', label: t('person.politicalStatus'), value: person.politicalStatus },
    { key: 'school', label: t('person.school'), value: person.school },
    { key: 'major', label: t('person.major'), value: person.major },
    { key: 'militaryService', label: t('person.militaryService'), value: person.militaryService },
  ];
  const work: Fact[] = [
    { key: 'base', label: t('person.base'), value: person.base },
    { key: 'joinDate', label: t('person.joinDate'), value: person.joinDate },
    { key: 'birthDate', label: t('person.birthDate'), value: person.birthDate },
    {
      key: 'phone',
      label: t('person.phone'),
      value: person.phone ? <a href={`tel:${person.phone}`}>{person.phone}</a> : '',
    },
    { key: 'qualifiedTypes', label: t('person.qualifiedTypes'), value: person.qualifiedTypes.join(' / ') },
    {
      key: 'totalHours',
      label: t('person.totalHours'),
      value: t('person.hours', { value: person.totalHours }),
    },
    { key: 'roles', label: t('person.roles'), value: person.roles.join(' / ') },
  ];

  return (
    <div className={styles.profile}>
      <section className={styles.card} aria-labelledby="person-name">
        <div className={styles.identity}>
          {person.avatar && isSafeAvatar(person.avatar) ? (
            <img className={styles.avatar} src={person.avatar} alt="" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {initialsOf(person.name)}
            </span>
          )}
          <div>
            <h2 id="person-name" className={styles.name}>
              {person.name}
              {captain && <span className={styles.tag}>{t('person.captainTag')}</span>}
            </h2>
            <p className={styles.sub}>
              {person.post} · {person.code}
            </p>
          </div>
        </div>
      </section>
      {captain && (
        <section className={styles.card} aria-labelledby="person-work">
          <h3 id="person-work" className={styles.heading}>
            {t('person.qualification')}
          </h3>
          <Facts items={work} />
        </section>
      )}
      <section className={styles.card} aria-labelledby="person-record">
        <h3 id="person-record" className={styles.heading}>
          {t('person.record')}
        </h3>
        <Facts items={record} />
      </section>
      {!captain && (
        <section className={styles.card} aria-labelledby="person-work">
          <h3 id="person-work" className={styles.heading}>
            {t('person.work')}
          </h3>
          <Facts items={work} />
        </section>
      )}
      <section className={styles.card} aria-labelledby="person-flights">
        <h3 id="person-flights" className={styles.heading}>
          {t('person.upcoming')}
        </h3>
        {person.upcomingFlights.length === 0 ? (
          <p className={styles.none}>{t('person.noUpcoming')}</p>
        ) : (
          <ul className={styles.flights}>
            {person.upcomingFlights.map((flight) => (
              <li key={flight.flightId}>
                <Link to={paths.dynamics.details({ flightId: flight.flightId })} className={styles.flight}>
                  <strong>{flight.flightNo}</strong>
                  <span>
                    {flight.from} → {flight.to}
                  </span>
                  <span>{t(`duty.${flight.duty}`)}</span>
                  <Clock iso={flight.plannedDeparture} withDate labelled />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
