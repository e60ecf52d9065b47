import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { currentLang, setLang } from '@/i18n';
import { Page } from '@/shell/Page';
import { Accordion } from '@/components/Accordion';
import { Segmented } from '@/components/Segmented';
import { AsyncView, type AsyncPhase } from '@/components/AsyncView';
import { Calendar } from '@/components/Calendar';
import { Checker } from '@/components/Checker';
import { CityIndexSelector, type Airport } from '@/components/CityIndexSelector';
import { DatePicker } from '@/components/DatePicker';
import { DateRangePicker } from '@/components/DateRangePicker';
import { DateStrip } from '@/components/DateStrip';
import { EmptyResult } from '@/components/EmptyResult';
import { ErrorState } from '@/components/ErrorState';
import { Facts } from '@/components/Facts';
import { Field, FieldTextButton } from '@/components/Field';
import { FormBuilder, type FormData } from '@/components/FormBuilder';
import { Icon, ICON_NAMES } from '@/components/Icon';
import { ImagePreview } from '@/components/ImagePreview';
import { LoadingState } from '@/components/LoadingState';
import { MonthRangePicker } from '@/components/MonthRangePicker';
import { PullRefresh } from '@/components/PullRefresh';
import { Ripple } from '@/components/Ripple';
import { SwipeRow } from '@/components/SwipeRow';
import { Table, type TableColumn } from '@/components/Table';
import { Tag, type TagTone } from '@/components/Tag';
import { VerticalCalendar } from '@/components/VerticalCalendar';
import { addDays, today, type DateRange } from '@/lib/calendar';
import { CITY_AIRPORTS, FLIGHT_ROWS, HOT_CODES, PICTURES, airportRows } from '../sampleData';
import styles from './ShowcasePage.module.css';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`sc-${id}`}>
      <h2 id={`sc-${id}`} className={styles.heading}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

const TONES: TagTone[] = ['neutral', 'info', 'success', 'warning', 'danger'];
const TAG_VARIANTS = ['outline', 'soft', 'solid'] as const;

const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

/** The public /baseComponents page: the spec's sample widgets first, then every shared component. */
export default function ShowcasePage() {
  const { t, i18n } = useTranslation('showcase');
  const english = i18n.language === 'en-us';

  // The spec's first five widgets.
  const [flightNo, setFlightNo] = useState('');
  const [status, setStatus] = useState<'all' | 'planned' | 'abnormal'>('all');
  const [airport, setAirport] = useState('');
  const [committed, setCommitted] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(today());
  const [range, setRange] = useState<DateRange>({ start: today(), end: addDays(today(), 6) });

  // The login-style form.
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [intro, setIntro] = useState('');
  const [passwordChecked, setPasswordChecked] = useState(false);
  const [formResult, setFormResult] = useState<string | null>(null);
  const passwordValid = PASSWORD_RULE.test(password);

  const [builderResult, setBuilderResult] = useState<FormData | null>(null);
  const [builderData] = useState<FormData>({ flightNo: 'CA1501', code: '', day: today() });
  const [opened, setOpened] = useState<string | null>(null);

  const [post, setPost] = useState<string | null>('F');
  const [postRequired, setPostRequired] = useState<string | null>('C');
  const [types, setTypes] = useState<string[]>(['A320']);

  const [phase, setPhase] = useState<AsyncPhase>('content');
  const [monthRange, setMonthRange] = useState<DateRange>({ start: null, end: null });
  const [verticalDate, setVerticalDate] = useState<string | null>(null);
  const [stripDate, setStripDate] = useState(today());
  const [calendarDate, setCalendarDate] = useState<string | null>(null);
  const [city, setCity] = useState<Airport | null>(null);

  const [items, setItems] = useState(6);
  const [refreshed, setRefreshed] = useState(0);
  const [swipeNote, setSwipeNote] = useState<string | null>(null);

  const lang = currentLang();
  const columns: TableColumn[] = [
    { key: 'airportname', value: t('table.airportname') },
    { key: 'airport3code', value: t('table.airport3code') },
    { key: 'latitude', value: t('table.latitude'), tips: t('table.latitudeTips') },
    { key: 'administration', value: t('table.administration') },
  ];
  const flightColumns: TableColumn[] = [
    { key: 'flight', value: t('table.flight') },
    { key: 'crew', value: t('table.crew') },
    {
      key: 'action',
      value: t('table.action'),
      type: 'button',
      buttonText: t('table.detail'),
      event: (row) => setOpened(String(row.flight)),
    },
  ];

  const prices: Record<string, number> = {};
  for (let i = 0; i < 28; i++) prices[addDays(today(), i)!] = 600 + ((i * 137) % 900);

  const submitForm = (e: FormEvent) => {
    e.preventDefault();
    setPasswordChecked(true);
    if (!passwordValid || !username) return;
    setFormResult(t('fields.submitted', { value: username }));
  };

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  return (
    <Page header={{ left: ['back'] }}>
      <div className={styles.page}>
        <div className={styles.top}>
          <p className={styles.intro}>{t('intro')}</p>
          <button
            type="button"
            className={styles.lang}
            aria-label={t('switchLangLabel')}
            onClick={() => void setLang(lang === 'zh-cn' ? 'en-us' : 'zh-cn')}
          >
            <Icon name="language" size={40} />
            <span lang={lang === 'zh-cn' ? 'en' : 'zh-CN'}>{t('switchLang')}</span>
          </button>
        </div>

        <Section id="text" title={t('sections.text')}>
          <Field
            label={t('fields.flightNo')}
            icon="plane"
            placeholder={t('fields.flightNoPlaceholder')}
            value={flightNo}
            onChange={setFlightNo}
          />
        </Section>

        <Section id="commit" title={t('sections.commit')}>
          <Field
            label={t('fields.airport')}
            icon="location"
            placeholder={t('fields.airportPlaceholder')}
            value={airport}
            onChange={(v) => setAirport(v.toUpperCase())}
            suffix={
              <FieldTextButton onClick={() => setCommitted(airport)}>{t('fields.commit')}</FieldTextButton>
            }
          />
          {committed !== null && (
            <p className={styles.note} role="status">
              {t('fields.committed', { value: committed || t('fields.none') })}
            </p>
          )}
        </Section>

        <Section id="date" title={t('sections.date')}>
          <DatePicker label={t('fields.date')} value={date} onChange={setDate} />
        </Section>

        <Section id="range" title={t('sections.range')}>
          <DateRangePicker label={t('fields.range')} value={range} onChange={setRange} />
        </Section>

        <Section id="table" title={t('sections.table')}>
          <Table caption={t('table.caption')} columns={columns} rows={airportRows(english)} />
        </Section>

        <Section id="form" title={t('sections.form')}>
          <form className={styles.form} onSubmit={submitForm} noValidate>
            <Field
              label={t('fields.username')}
              icon="user"
              name="username"
              autoComplete="username"
              placeholder={t('fields.usernamePlaceholder')}
              value={username}
              onChange={setUsername}
            />
            <Field
              label={t('fields.password')}
              icon="lock"
              type="password"
              name="password"
              autoComplete="new-password"
              placeholder={t('fields.passwordPlaceholder')}
              value={password}
              onChange={setPassword}
              state={passwordChecked ? (passwordValid ? 'success' : 'error') : undefined}
              message={
                passwordChecked
                  ? passwordValid
                    ? t('fields.passwordOk')
                    : t('fields.passwordRule')
                  : undefined
              }
            />
            <Field
              label={t('fields.introduction')}
              type="textarea"
              rows={4}
              name="introduction"
              placeholder={t('fields.introductionPlaceholder')}
              value={intro}
              onChange={setIntro}
            />
            <button type="submit" className={styles.primary}>
              {t('fields.submit')}
            </button>
            {formResult && (
              <p className={styles.note} role="status">
                {formResult}
              </p>
            )}
          </form>
          <div className={styles.stack}>
            <Field label={t('fields.readonly')} readonly value="CA1501" />
            <Field label={t('fields.disabled')} disabled value="B-1234" />
            <Field
              label={t('fields.success')}
              state="success"
              message={t('fields.successMessage')}
              defaultValue="PEK"
            />
            <Field
              label={t('fields.number')}
              type="number"
              size="small"
              inputMode="numeric"
              defaultValue={8}
            />
          </div>
        </Section>

        <Section id="builder" title={t('sections.builder')}>
          <FormBuilder
            format={[
              { type: 'input', dataKey: 'flightNo', label: t('builder.flightNo'), icon: 'plane' },
              {
                type: 'inputButton',
                dataKey: 'code',
                label: t('builder.code'),
                buttonText: t('builder.send'),
                buttonEvent: (value) =>
                  setBuilderResult({ sent: t('builder.sent', { value: value || '—' }) }),
              },
              { type: 'date', dataKey: 'day', label: t('builder.date') },
              {
                type: 'dateRange',
                startKey: 'from',
                endKey: 'to',
                dataKey: 'range',
                label: t('builder.range'),
              },
            ]}
            data={builderData}
            onSubmit={setBuilderResult}
          />
          {builderResult && (
            <pre className={styles.output} role="status">
              {JSON.stringify(builderResult, null, 1)}
            </pre>
          )}
        </Section>

        <Section id="tableMore" title={t('sections.tableMore')}>
          <Table columns={flightColumns} rows={FLIGHT_ROWS} caption={t('sections.tableMore')} hideCaption />
          {opened && (
            <p className={styles.note} role="status">
              {t('table.opened', { name: opened })}
            </p>
          )}
        </Section>

        <Section id="icons" title={t('sections.icons')}>
          <h3 className={styles.subheading}>{t('icons.all')}</h3>
          <ul className={styles.iconGrid}>
            {ICON_NAMES.map((name) => (
              <li key={name} className={styles.iconCell}>
                <Icon name={name} />
                <span className={styles.iconName}>{name}</span>
              </li>
            ))}
          </ul>
          <h3 className={styles.subheading}>{t('icons.variants')}</h3>
          <ul className={styles.iconGrid}>
            <li className={styles.iconCell}>
              <Icon name="plane" label={t('icons.fallback')} />
              <span className={styles.iconName}>{t('icons.fallback')}</span>
            </li>
            <li className={styles.iconCell}>
              <Icon name="refresh" spin label={t('icons.spin')} />
              <span className={styles.iconName}>{t('icons.spin')}</span>
            </li>
            <li className={styles.iconCell}>
              <Icon name="plane" rotate={90} label={t('icons.rotate')} />
              <span className={styles.iconName}>{t('icons.rotate')}</span>
            </li>
            <li className={styles.iconCell}>
              <Icon name="plane-takeoff" flip="horizontal" label={t('icons.flipH')} />
              <span className={styles.iconName}>{t('icons.flipH')}</span>
            </li>
            <li className={styles.iconCell}>
              <Icon name="plane-takeoff" flip="vertical" label={t('icons.flipV')} />
              <span className={styles.iconName}>{t('icons.flipV')}</span>
            </li>
            <li className={styles.iconCell}>
              <Icon name="star-filled" size={64} index={1} currentIndex={1} label={t('icons.active')} />
              <span className={styles.iconName}>{t('icons.active')}</span>
            </li>
            <li className={styles.iconCell}>
              <Icon name="star" size={64} index={2} currentIndex={1} label={t('icons.inactive')} />
              <span className={styles.iconName}>{t('icons.inactive')}</span>
            </li>
          </ul>
        </Section>

        <Section id="checker" title={t('sections.checker')}>
          <div className={styles.stack}>
            <Checker
              label={t('checker.radio')}
              options={[
                { value: 'F', label: t('checker.pilot') },
                { value: 'C', label: t('checker.cabin') },
                { value: 'S', label: t('checker.security'), disabled: true },
              ]}
              value={post}
              onChange={setPost}
            />
            <p className={styles.note}>{t('fields.selected', { value: post ?? t('fields.none') })}</p>
            <Checker
              label={t('checker.radioRequired')}
              radioRequired
              options={[
                { value: 'C', label: t('checker.cabin') },
                { value: 'I', label: t('checker.inspector') },
              ]}
              value={postRequired}
              onChange={setPostRequired}
            />
            <Checker
              type="checkbox"
              label={t('checker.checkbox')}
              max={2}
              options={[
                { value: 'A320', label: 'A320' },
                { value: 'A330', label: 'A330' },
                { value: 'B737', label: 'B737' },
                { value: 'B787', label: 'B787', disabled: true },
              ]}
              value={types}
              onChange={setTypes}
            />
            <p className={styles.note}>
              {t('fields.selected', { value: types.join(', ') || t('fields.none') })}
            </p>
          </div>
        </Section>

        <Section id="states" title={t('sections.states')}>
          <Checker
            label={t('states.choose')}
            radioRequired
            options={(['loading', 'error', 'empty', 'content'] as const).map((p) => ({
              value: p,
              label: t(`states.${p}`),
            }))}
            value={phase}
            onChange={(p) => p && setPhase(p)}
          />
          <div className={styles.frame}>
            <AsyncView
              loading={phase === 'loading'}
              error={phase === 'error' ? new Error(t('states.errorMessage')) : null}
              data={
                phase === 'loading'
                  ? undefined
                  : phase === 'empty'
                    ? []
                    : [...(t('states.flights', { returnObjects: true }) as readonly string[])]
              }
              onRetry={() => setPhase('content')}
            >
              {(flights) => (
                <ul className={styles.list}>
                  {flights.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              )}
            </AsyncView>
          </div>
          <div className={styles.frame}>
            <EmptyResult />
          </div>
          <div className={styles.frame}>
            <LoadingState inline />
          </div>
          <div className={styles.frame}>
            <ErrorState message={t('states.errorMessage')} onRetry={() => undefined} />
          </div>
        </Section>

        <Section id="calendar" title={t('sections.calendar')}>
          <Calendar value={calendarDate} onSelect={setCalendarDate} prices={prices} min={today()} />
        </Section>

        <Section id="monthRange" title={t('sections.monthRange')}>
          <MonthRangePicker value={monthRange} onChange={setMonthRange} />
          <p className={styles.note}>
            {monthRange.start ?? '—'} ~ {monthRange.end ?? '—'}
          </p>
        </Section>

        <Section id="vertical" title={t('sections.vertical')}>
          <VerticalCalendar months={3} value={verticalDate} onSelect={setVerticalDate} prices={prices} />
        </Section>

        <Section id="strip" title={t('sections.strip')}>
          <DateStrip value={stripDate} onChange={setStripDate} />
        </Section>

        <Section id="images" title={t('sections.images')}>
          <ImagePreview
            images={PICTURES.map((p) => ({
              src: p.src,
              width: p.width,
              height: p.height,
              alt: t(`images.${p.key}`),
            }))}
          />
        </Section>

        <Section id="city" title={t('sections.city')}>
          {city && (
            <p className={styles.note} role="status">
              {t('city.chosen', { value: `${city.city} ${city.name} (${city.code3})` })}
            </p>
          )}
          <div className={styles.cityFrame}>
            <CityIndexSelector
              airports={CITY_AIRPORTS}
              hotCodes={HOT_CODES}
              value={city?.code3}
              onSelect={setCity}
            />
          </div>
        </Section>

        <Section id="accordion" title={t('sections.accordion')}>
          <Accordion
            defaultOpen={['crew']}
            items={[
              { id: 'crew', title: t('accordion.crew'), content: t('accordion.crewBody') },
              { id: 'load', title: t('accordion.load'), content: t('accordion.loadBody') },
              { id: 'weather', title: t('accordion.weather'), content: t('accordion.weatherBody') },
            ]}
          />
        </Section>

        <Section id="segmented" title={t('sections.segmented')}>
          <Segmented
            label={t('segmented.label')}
            value={status}
            onChange={setStatus}
            options={[
              { value: 'all', label: t('segmented.all'), sub: 200 },
              { value: 'planned', label: t('segmented.planned'), sub: 143 },
              { value: 'abnormal', label: t('segmented.abnormal'), sub: 7 },
            ]}
          />
          <p className={styles.note}>{t('segmented.chosen', { value: t(`segmented.${status}`) })}</p>
        </Section>

        <Section id="pull" title={t('sections.pull')}>
          <p className={styles.note}>{t('pull.refreshed', { count: refreshed })}</p>
          <PullRefresh
            onRefresh={async () => {
              await sleep(600);
              setRefreshed((n) => n + 1);
              setItems(6);
            }}
            onLoadMore={async () => {
              await sleep(600);
              setItems((n) => n + 4);
            }}
            hasMore={items < 14}
          >
            <ul className={styles.list}>
              {Array.from({ length: items }, (_, i) => (
                <li key={i}>{t('pull.item', { n: i + 1 })}</li>
              ))}
            </ul>
          </PullRefresh>
        </Section>

        <Section id="swipe" title={t('sections.swipe')}>
          <ul className={styles.swipeList}>
            {[1, 2, 3].map((n) => (
              <li key={n}>
                <SwipeRow
                  actions={[
                    {
                      key: 'read',
                      label: t('swipe.read'),
                      tone: 'primary',
                      onClick: () => setSwipeNote(t('swipe.done', { action: t('swipe.read'), n })),
                    },
                    {
                      key: 'remove',
                      label: t('swipe.remove'),
                      tone: 'danger',
                      onClick: () => setSwipeNote(t('swipe.done', { action: t('swipe.remove'), n })),
                    },
                  ]}
                >
                  <p className={styles.swipeText}>{t('swipe.message', { n })}</p>
                </SwipeRow>
              </li>
            ))}
          </ul>
          {swipeNote && (
            <p className={styles.note} role="status">
              {swipeNote}
            </p>
          )}
        </Section>

        <Section id="ripple" title={t('sections.ripple')}>
          <Ripple>{t('ripple.button')}</Ripple>
        </Section>

        <Section id="facts" title={t('sections.facts')}>
          <h3 className={styles.subheading}>{t('facts.rows')}</h3>
          <Facts
            items={[
              { key: 'flight', label: t('facts.flight'), value: 'CA1501' },
              { key: 'aircraft', label: t('facts.aircraft'), value: 'A321 / B-1234' },
              { key: 'gate', label: t('facts.gate'), value: '' },
              { key: 'remarks', label: t('facts.remarks'), value: t('facts.remarksValue') },
            ]}
          />
          <h3 className={styles.subheading}>{t('facts.grid')}</h3>
          <Facts
            layout="grid"
            items={[
              { key: 'flight', label: t('facts.flight'), value: 'CA1831' },
              { key: 'captain', label: t('facts.captain'), value: null },
              { key: 'remarks', label: t('facts.remarks'), value: t('facts.remarksValue') },
            ]}
          />
        </Section>

        <Section id="tags" title={t('sections.tags')}>
          {TAG_VARIANTS.map((variant) => (
            <div key={variant}>
              <h3 className={styles.subheading}>{t(`tags.${variant}`)}</h3>
              <p className={styles.tags}>
                {TONES.map((tone) => (
                  <Tag key={tone} tone={tone} variant={variant}>
                    {t(`tags.${tone}`)}
                  </Tag>
                ))}
              </p>
            </div>
          ))}
        </Section>
      </div>
    </Page>
  );
}
