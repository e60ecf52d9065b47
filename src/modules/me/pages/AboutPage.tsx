import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/shell/Page';
import { aboutQuery } from '@/api/me';
import { Facts } from '@/components/Facts';
import { Card, ui } from '../components/Ui';

/** The system's about record and the version of the app running on this device. */
export default function AboutPage() {
  const { t } = useTranslation('me');
  const about = useQuery(aboutQuery());
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(about)}>
        {(a) => (
          <>
            <Card title={a.appName} id="about-app">
              <Facts
                items={[
                  { label: t('about.version'), value: a.version },
                  { label: t('about.build'), value: a.build },
                  { label: t('about.company'), value: a.company },
                  { label: t('about.hotline'), value: <a href={`tel:${a.hotline}`}>{a.hotline}</a> },
                  { label: t('about.email'), value: <a href={`mailto:${a.email}`}>{a.email}</a> },
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
