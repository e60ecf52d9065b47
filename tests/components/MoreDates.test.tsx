import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateStrip } from '@/components/DateStrip';
import { MonthRangePicker, monthList } from '@/components/MonthRangePicker';
import { VerticalCalendar } from '@/components/VerticalCalendar';
import type { DateRange } from '@/lib/calendar';

const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('MonthRangePicker', () => {
  it('has previous/next month buttons and a month list', async () => {
    const user = userEvent.setup();
    render(
      <MonthRangePicker
        value={{ start: '2024-03-05', end: null }}
        fromMonth="2024-01-01"
        toMonth="2024-06-30"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('grid', { name: '2024年3月' })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: '选择月份' });
    const months = within(list).getAllByRole('button');
    expect(months.map((b) => b.textContent)).toEqual([
      '2024年1月',
      '2024年2月',
      '2024年3月',
      '2024年4月',
      '2024年5月',
      '2024年6月',
    ]);
    expect(within(list).getByRole('button', { name: '2024年3月' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(list).getByRole('button', { name: '2024年5月' }));
    expect(screen.getByRole('grid', { name: '2024年5月' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '上个月' }));
    expect(screen.getByRole('grid', { name: '2024年4月' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下个月' }));
    expect(screen.getByRole('grid', { name: '2024年5月' })).toBeInTheDocument();
  });

  it('selects a range with the tap sequence across months', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [r, setR] = useState<DateRange>({ start: null, end: null });
      return (
        <>
          <MonthRangePicker value={r} onChange={setR} fromMonth="2024-01-01" toMonth="2024-12-01" />
          <output>{`${r.start}|${r.end}`}</output>
        </>
      );
    }
    render(<Harness />);
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: '2024年7月' }));
    await user.click(day('2024-07-20'));
    await user.click(screen.getByRole('button', { name: '下个月' }));
    await user.click(day('2024-08-02'));
    expect(screen.getByText('2024-07-20|2024-08-02')).toBeInTheDocument();
    await user.click(day('2024-08-10'));
    expect(screen.getByText('2024-08-10|null')).toBeInTheDocument();
  });

  it('lists months between two dates', () => {
    expect(monthList('2023-11-15', '2024-02-01')).toEqual([
      '2023-11-01',
      '2023-12-01',
      '2024-01-01',
      '2024-02-01',
    ]);
    expect(monthList('bad', '2024-02-01')).toEqual([]);
  });
});

describe('VerticalCalendar', () => {
  it('lists consecutive months as separate grids and selects a day', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <VerticalCalendar
        startMonth="2024-11-10"
        months={3}
        onSelect={onSelect}
        prices={{ '2025-01-02': 500 }}
      />,
    );
    const grids = screen.getAllByRole('grid');
    expect(
      grids.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          g.ownerDocument.getElementById(g.getAttribute('aria-labelledby')!)!.textContent,
      ),
    ).toEqual(['2024年11月', '2024年12月', '2025年1月']);
    expect(screen.queryByRole('button', { name: '上个月' })).toBeNull();
    await user.click(within(grids[2]!).getByRole('gridcell', { name: /2025年1月2日.*价格 500/ }));
    expect(onSelect).toHaveBeenCalledWith('2025-01-02');
  });

  it('shows an empty calendar for an invalid start', () => {
    render(<VerticalCalendar startMonth="oops" />);
    expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
  });
});

describe('DateStrip', () => {
  it('shows previous / current / next day and moves with arrows or taps', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [d, setD] = useState('2024-03-10');
      return <DateStrip value={d} onChange={setD} />;
    }
    render(<Harness />);
    const nav = screen.getByRole('navigation', { name: '日期选择' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('3月9日');
    expect(items[1]).toHaveTextContent('3月10日');
    expect(items[2]).toHaveTextContent('3月11日');
    expect(within(items[1]!).getByRole('button')).toHaveAttribute('aria-current', 'date');
    await user.click(screen.getByRole('button', { name: '后一天' }));
    expect(within(nav).getAllByRole('listitem')[1]).toHaveTextContent('3月11日');
    await user.click(screen.getByRole('button', { name: '前一天' }));
    await user.click(screen.getByRole('button', { name: '前一天' }));
    expect(within(nav).getAllByRole('listitem')[1]).toHaveTextContent('3月9日');
    await user.click(within(nav).getAllByRole('button', { name: /2024年3月8日/ })[0]!);
    expect(within(nav).getAllByRole('listitem')[1]).toHaveTextContent('3月8日');
  });

  it('respects min and max', () => {
    render(<DateStrip value="2024-03-10" onChange={() => {}} min="2024-03-10" max="2024-03-11" />);
    expect(screen.getByRole('button', { name: '前一天' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '后一天' })).toBeEnabled();
  });

  it('labels today, yesterday and tomorrow', () => {
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    render(<DateStrip value={iso} onChange={() => {}} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('昨天');
    expect(items[1]).toHaveTextContent('今天');
    expect(items[2]).toHaveTextContent('明天');
  });
});
