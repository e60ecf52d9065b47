import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useQuery } from '@tanstack/react-query';
import { flightHoursQuery, licencesQuery, loginInfoQuery } from '@/api/me';
import { useUnreadCount } from '@/api/unread';
import { useFormatDuration } from '@/i18n/useDuration';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useMayOpen } from '@/shell/guards';
import { Menu, type MenuItem } from '../components/Ui';
import { hoursToMinutes } from '../lib/hours';
import { links } from '../lib/links';
import { licenceMark, nearestExpiry } from '../lib/rules';
import styles from './MeHomePage.module.css';

/**
 * The personal centre's home (a footer tab): who I am, the unread count, this month's hours and the
 * licence that lapses first at a glance, and every personal-centre screen one tap away.
 *
 * Each part that shows an answer reads it itself (the route's loader has usually asked: prefetch.ts),
 * so an answer arriving draws that part again, not the page and its four menus: as on the landing
 * page, each of the four arriving was a render of the whole page (docs/performance.md).
 */
export default function MeHomePage() {
  const { t } = useTranslation('me');
  const mayOpen = useMayOpen();

  const records: MenuItem[] = [
    { to: paths.me.information, icon: 'user', label: t('screens.information') },
    { to: paths.me.license, icon: 'document', label: t('screens.license') },
    { to: paths.me.contract, icon: 'book', label: t('screens.contract') },
    { to: paths.me.train, icon: 'exam', label: t('screens.train') },
    { to: paths.me.collection, icon: 'star', label: t('screens.collection') },
  ];
  const flying: MenuItem[] = [
    { to: paths.me.flytime, icon: 'clock' as const, label: t('screens.flytime') },
    { to: paths.me.weekFlytime, icon: 'calendar' as const, label: t('screens.weekFlytime') },
    { to: paths.me.crewLog, icon: 'edit' as const, label: t('screens.crewLog') },
    { to: paths.me.crewLogPf, icon: 'plane' as const, label: t('screens.crewLogPf') },
    { to: paths.me.query, icon: 'warning' as const, label: t('screens.query') },
  ].filter((item) => mayOpen(item.to));
  const settings: MenuItem[] = [
    { to: paths.me.setup, icon: 'settings', label: t('screens.setup') },
    { to: paths.me.password, icon: 'lock', label: t('screens.password') },
    { to: paths.me.telephone, icon: 'phone', label: t('screens.telephone') },
    { to: paths.me.certificate, icon: 'success', label: t('screens.certificate') },
    { to: paths.me.currency, icon: 'settings', label: t('screens.currency') },
    { to: paths.me.newMsg, icon: 'bell', label: t('screens.newMsg') },
    { to: paths.me.moreLanguage, icon: 'language', label: t('screens.moreLanguage') },
    { to: paths.me.textSize, icon: 'text-size', label: t('screens.textSize') },
  ];

  return (
    <Page header={{ title: t('screens.home') }} footer>
      <Profile />
      <section className={styles.glance} aria-label={t('home.glance')}>
        <UnreadTile />
        <MonthHoursTile />
        <NearestLicenceTile />
      </section>

      <h2 className={styles.group}>{t('home.records')}</h2>
      <Menu label={t('home.records')} items={records} />
      <h2 className={styles.group}>{t('home.hours')}</h2>
      <Menu label={t('home.hours')} items={flying} />
      <h2 className={styles.group}>{t('home.services')}</h2>
      <ServicesMenu />
      <h2 className={styles.group}>{t('home.settings')}</h2>
      <Menu label={t('home.settings')} items={settings} />
      <div className={styles.bottom} />
    </Page>
  );
}

/** Who I am: photo, name, post, staff code and department. */
function Profile() {
  const { t } = useTranslation('me');
  const me = useQuery(loginInfoQuery());
  return (
    <section className={styles.profile} aria-label={t('screens.information')}>
      {me.isPending && <LoadingState inline className={styles.personWaiting} />}
      {me.isError && !me.data && <ErrorState error={me.error} onRetry={() => void me.refetch()} />}
      {me.data && (
        <div className={styles.person}>
          {me.data.avatar ? (
            <img className={styles.avatar} src={me.data.avatar} alt="" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              <Icon name="user" size={64} />
            </span>
          )}
          <div className={styles.who}>
            <h2 className={styles.name}>{me.data.name}</h2>
            <p className={styles.line}>
              {me.data.post} · {me.data.code}
            </p>
            <p className={styles.line}>{me.data.department}</p>
          </div>
        </div>
      )}
    </section>
  );
}

function UnreadTile() {
  const { t } = useTranslation('me');
  const unread = useUnreadCount();
  return (
    <GlanceTile
      to={paths.home.message}
      label={t('home.messages')}
      value={t('home.unread', { count: unread })}
      sub=""
    />
  );
}

function MonthHoursTile() {
  const { t } = useTranslation('me');
  const duration = useFormatDuration();
  const hours = useQuery(flightHoursQuery());
  const month = hours.data?.[hours.data.length - 1];
  return (
    <GlanceTile
      to={paths.me.flytime}
      label={t('home.monthHours')}
      value={month ? duration(hoursToMinutes(month.flightHours)) : hours.isError ? '—' : '…'}
      sub={month?.month ?? ''}
    />
  );
}

function NearestLicenceTile() {
  const { t } = useTranslation('me');
  const licences = useQuery(licencesQuery());
  const nearest = licences.data ? nearestExpiry(licences.data) : undefined;
  const mark = nearest ? licenceMark(nearest) : 'valid';
  return (
    <GlanceTile
      to={nearest ? links.licence(nearest.licenceId) : paths.me.license}
      label={t('home.nearest')}
      value={nearest ? nearest.name : licences.isError ? '—' : '…'}
      sub={
        nearest
          ? nearest.daysLeft < 0
            ? t('home.expiredAgo', { count: -nearest.daysLeft })
            : t('home.expiresIn', { count: nearest.daysLeft })
          : ''
      }
      tone={mark === 'valid' ? undefined : 'danger'}
    />
  );
}

/** Messages (with the unread count), questions, suggestions, about and the protocol. */
function ServicesMenu() {
  const { t } = useTranslation('me');
  const unread = useUnreadCount();
  const services: MenuItem[] = [
    {
      to: paths.home.message,
      icon: 'message',
      label: t('home.messages'),
      value: unread > 0 ? t('home.unread', { count: unread }) : undefined,
      ariaLabel: t('home.messagesLabel', { count: unread }),
    },
    { to: paths.me.question, icon: 'info', label: t('screens.question') },
    { to: paths.me.suggest, icon: 'mail', label: t('screens.suggest') },
    { to: paths.me.about, icon: 'info', label: t('screens.about') },
    { to: paths.me.protocol, icon: 'document', label: t('screens.protocol') },
  ];
  return <Menu label={t('home.services')} items={services} />;
}

function GlanceTile({
  to,
  label,
  value,
  sub,
  tone,
}: {
  to: string;
  label: string;
  value: string;
  sub: string;
  tone?: 'danger';
}) {
  return (
    <Link to={to} className={`${styles.tile} ${tone ? styles.danger : ''}`}>
      <span className={styles.tileLabel}>{label}</span>
      <strong className={styles.tileValue}>{value}</strong>
      {/* Always a line, so a tile does not grow when its figure's month or days arrive. */}
      <span className={styles.tileSub}>{sub || '\u00a0'}</span>
    </Link>
  );
}
