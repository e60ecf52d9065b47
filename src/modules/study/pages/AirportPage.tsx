import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirportDoc, AirportInfo } from '@/api/schema/compinfo';
import { useCachedRequest } from '@/api/useCachedRequest';
import { AsyncView } from '@/components/AsyncView';
import { DocumentViewer } from '@/components/DocumentViewer';
import { Icon } from '@/components/Icon';
import { openImagePreview } from '@/components/ImagePreview';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { getAirportDocs, getAllAirports } from '../api';
import { Facts } from '@/components/Facts';
import { FavouriteButton } from '../components/FavouriteButton';
import { airportSelector } from '../lib/routeSource';
import { useOpenedParam } from '../lib/useOpenedParam';
import styles from '../components/study.module.css';

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}°${value >= 0 ? positive : negative}`;
const isImage = (url: string) => /\.(png|jpe?g|gif|webp|svg)$/i.test(url);

/** The chosen airport's §3 fields and its documents and charts. */
export default function AirportPage() {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').toUpperCase();
  const airports = useCachedRequest('study.airports', (signal) => getAllAirports(signal));
  const airport = airports.data?.find((a) => a.code3 === code || a.code4 === code);

  return (
    <Page header={{ left: ['back'], right: ['home'], ...(airport ? { title: airport.name } : {}) }}>
      <div className={styles.content}>
        <Link className={styles.buttonOutline} to={airportSelector('airport')}>
          <Icon name="search" size={36} />
          {code ? t('airport.change') : t('airport.choose')}
        </Link>
        {!code ? (
          <p className={styles.hint}>{t('airport.chooseHint')}</p>
        ) : (
          <AsyncView
            data={airports.data === undefined ? undefined : (airport ?? null)}
            loading={airports.loading}
            error={airports.error}
            onRetry={() => void airports.reload()}
            emptyText={t('airport.notFound', { code })}
          >
            {(found: AirportInfo) => <AirportSections airport={found} />}
          </AsyncView>
        )}
      </div>
    </Page>
  );
}

function AirportSections({ airport }: { airport: AirportInfo }) {
  const { t } = useTranslation('study');
  const docs = useCachedRequest(`study.airportDocs#${airport.code3}`, (signal) =>
    getAirportDocs(airport.code3, signal),
  );
  // A PDF opens as an entry of its own (?doc=): back closes it and stays on the airport.
  const [openId, openViewer, closeViewer] = useOpenedParam('doc');
  const open = docs.data?.find((doc) => doc.docId === openId);
  const openDoc = (doc: AirportDoc) => {
    if (isImage(doc.fileUrl)) void openImagePreview([doc.fileUrl]);
    else openViewer(doc.docId);
  };
  const groups = new Map<string, AirportDoc[]>();
  for (const doc of docs.data ?? []) groups.set(doc.category, [...(groups.get(doc.category) ?? []), doc]);

  return (
    <>
      <section className={styles.card} aria-labelledby="airport-facts">
        <h2 id="airport-facts" className={styles.heading}>
          <span>
            {airport.city} · {airport.name}
          </span>
          <FavouriteButton
            item={{ kind: 'airport', id: airport.code3, label: airport.name, sub: airport.code3 }}
          />
        </h2>
        <Facts
          items={[
            { key: 'name', label: t('airport.name'), value: airport.name },
            { key: 'iata', label: t('airport.iata'), value: airport.code3 },
            { key: 'icao', label: t('airport.icao'), value: airport.code4 },
            { key: 'lon', label: t('airport.longitude'), value: coordinate(airport.longitude, 'E', 'W') },
            { key: 'lat', label: t('airport.latitude'), value: coordinate(airport.latitude, 'N', 'S') },
            { key: 'intel', label: t('airport.intelligenceBureau'), value: airport.intelligenceBureau },
            { key: 'admin', label: t('airport.administrationBureau'), value: airport.administrationBureau },
            { key: 'elev', label: t('airport.elevation'), value: `${airport.elevation} m` },
            { key: 'rwy', label: t('airport.runways'), value: airport.runways.join(' / ') },
            { key: 'tz', label: t('airport.timeZone'), value: airport.timeZone },
          ]}
        />
        <div className={styles.actions}>
          <Link className={styles.buttonOutline} to={paths.study.weather({ code: airport.code3 })}>
            {t('airport.weather')}
          </Link>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="airport-docs">
        <h2 id="airport-docs" className={styles.heading}>
          {t('airport.docs')}
          <span className={styles.muted}>{t('common.count', { count: airport.docCount })}</span>
        </h2>
        <AsyncView
          data={docs.data}
          loading={docs.loading}
          error={docs.error}
          onRetry={() => void docs.reload()}
        >
          {() =>
            [...groups.entries()].map(([category, list]) => (
              <div key={category}>
                <h3 className={styles.subheading}>{category}</h3>
                <ul className={styles.list}>
                  {list.map((doc) => (
                    <li key={doc.docId}>
                      <button type="button" className={styles.row} onClick={() => openDoc(doc)}>
                        <Icon name="document" size={40} />
                        <span className={styles.rowMain}>
                          <span className={styles.rowWrap}>{doc.name}</span>
                          <span className={styles.rowSub}>
                            {doc.chartNo} · {doc.version} ·{' '}
                            {t('airport.effective', { date: doc.effectiveDate })} ·{' '}
                            {t('doc.pages', { count: doc.pages })}
                          </span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          }
        </AsyncView>
      </section>
      {open && <DocumentViewer doc={{ title: open.name, url: open.fileUrl }} onClose={closeViewer} />}
    </>
  );
}
