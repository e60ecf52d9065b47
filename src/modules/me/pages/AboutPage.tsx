import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import { Page } from '@/shell/Page';
import { getAbout } from '../api';
import { Card, InfoRows, ui } from '../components/Ui';

/** The system's about record and the version of the app running on this device. */
export default function AboutPage() {
  const { t } = useTranslation('me');
  const about = useRequest((signal) => getAbout(signal), []);
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView
        loading={about.loading}
        error={about.error}
        data={about.data}
        onRetry={() => void about.reload()}
      >
        {(a) => (
          <>
            <Card title={a.appName} id="about-app">
              <InfoRows
                rows={[
                  [t('about.version'), a.version],
                  [t('about.build'), a.build],
                  [t('about.company'), a.company],
                  [t('about.hotline'), <a href={`tel:${a.hotline}`}>{a.hotline}</a>],
                  [t('about.email'), <a href={`mailto:${a.email}`}>{a.email}</a>],
                ]}
              />
            </Card>
            <Card title={t('about.notes')} id="about-notes">
              {a.releaseNotes.map((note) => (
                <div key={note.version} className={ui.paragraphs}>
                  <h3 className={ui.cardTitle}>
                    {note.version} · {note.date}
                  </h3>
                  <ul>
                    {note.notes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </Card>
            <p className={ui.note}>{a.copyright}</p>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
