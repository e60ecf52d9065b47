import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { beijingDay } from '@/lib/beijing';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Segmented } from '@/components/Segmented';
import { useQuery } from '@tanstack/react-query';
import { useFormatDuration } from '@/i18n/useDuration';
import { Page } from '@/shell/Page';
import { crewLogPfQuery } from '@/api/crewlog';
import { Card, ui } from '../components/Ui';

/** Pilot flying / pilot monitoring: sectors, block time and landings of the written logs. */
export default function CrewLogPfPage() {
  const { t } = useTranslation('me');
  const duration = useFormatDuration();
  const [days, setDays] = useState<30 | 90>(30);
  const pf = useQuery(crewLogPfQuery({ startDate: beijingDay(-days), endDate: beijingDay() }));
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={ui.filters}>
        <Segmented<30 | 90>
          label={t('crewLog.period')}
          value={days}
          onChange={setDays}
          options={[
            { value: 30, label: t('crewLog.days30') },
            { value: 90, label: t('crewLog.days90') },
          ]}
        />
      </div>
      <AsyncView {...fromQuery(pf)}>
        {(data) => (
          <>
            <Card title={`${data.startDate} ~ ${data.endDate}`} id="pf-period">
              <div className={ui.tableWrap}>
                <table className={ui.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('crewLog.role')}</th>
                      <th scope="col">{t('crewLog.sectorsCount')}</th>
                      <th scope="col">{t('crewLog.blockTotal')}</th>
                      <th scope="col">{t('crewLog.landingsCount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(['pf', 'pm'] as const).map((role) => (
                      <tr key={role}>
                        <th scope="row">{role.toUpperCase()}</th>
                        <td>{data[role].sectors}</td>
                        <td>{duration(data[role].blockMinutes)}</td>
                        <td>{data[role].landings}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
            <Card title={t('crewLog.items')} id="pf-items">
              {data.items.length === 0 ? (
                <p className={ui.muted}>{t('common.empty')}</p>
              ) : (
                <div className={ui.tableWrap}>
                  <table className={ui.table}>
                    <tbody>
                      {data.items.map((item) => (
                        <tr key={item.logId}>
                          <th scope="row">
                            {item.flightDate.slice(5)} {item.flightNo}
                          </th>
                          <td>
                            {item.from}–{item.to}
                          </td>
                          <td>{item.role}</td>
                          <td>{duration(item.blockMinutes)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Card>
          </>
        )}
      </AsyncView>
    </Page>
  );
}
