import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { Calendar } from '@/components/Calendar';
import { DatePicker } from '@/components/DatePicker';
import { DateRangePicker } from '@/components/DateRangePicker';
import type { DateRange } from '@/lib/calendar';
import { i18n } from '@/i18n';

const cells = () => screen.getAllByRole('gridcell');
const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('Calendar', () => {
  it('starts weeks on Sunday and shows 6 weeks when needed', () => {
    render(<Calendar defaultMonth="2024-03-15" />);
    const grid = screen.getByRole('grid', { name: '2024年3月' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName('星期日');
    expect(headers[6]).toHaveAccessibleName('星期六');
    expect(cells()).toHaveLength(42);
    expect(within(grid).getAllByRole('row')).toHaveLength(7); // header + 6 weeks
    expect(cells()[0]).toHaveAttribute('data-date', '2024-02-25');
    expect(cells()[0]).toHaveAttribute('data-type', 'prepend');
    expect(day('2024-03-01')).toHaveAttribute('data-type', 'middle');
    expect(cells().at(-1)).toHaveAttribute('data-type', 'append');
  });

  it('shows 5 weeks when 35 cells are enough', () => {
    render(<Calendar defaultMonth="2024-04-01" />);
    expect(cells()).toHaveLength(35);
  });

  it('shows 29 February 2000 but not 1900', () => {
    const { unmount } = render(<Calendar defaultMonth="2000-02-01" />);
    expect(day('2000-02-29')).toHaveAttribute('data-type', 'middle');
    unmount();
    render(<Calendar defaultMonth="1900-02-01" />);
    expect(day('1900-02-28')).toHaveAttribute('data-type', 'middle');
    expect(day('1900-03-01')).toHaveAttribute('data-type', 'append');
    expect(document.querySelector('[data-date="1900-02-29"]')).toBeNull();
  });

  it('highlights weekends, shows prices and names days', () => {
    render(<Calendar defaultMonth="2024-03-01" prices={{ '2024-03-04': 880 }} />);
    expect(day('2024-03-02')).toHaveClass('weekend');
    expect(day('2024-03-03')).toHaveClass('weekend');
    expect(day('2024-03-04')).not.toHaveClass('weekend');
    expect(day('2024-03-04')).toHaveTextContent('¥880');
    expect(screen.getByRole('gridcell', { name: /2024年3月4日.*价格 880/ })).toBe(day('2024-03-04'));
  });

  it('gives an empty calendar for invalid input instead of crashing', () => {
    render(<Calendar value="2024-99-99" />);
    expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('日期无效');
  });

  it('moves between days with arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Calendar value="2024-03-15" onSelect={onSelect} />);
    expect(day('2024-03-15')).toHaveAttribute('tabindex', '0');
    expect(day('2024-03-15')).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    await user.tab();
    await user.tab(); // prev, next, then the grid's single tab stop
    expect(day('2024-03-15')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('2024-03-16')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('2024-03-23')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day('2024-03-15')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2024-03-15');
  });

  it('moves to the next month when the arrow leaves the grid', async () => {
    const user = userEvent.setup();
    render(<Calendar value="2024-04-30" />);
    day('2024-04-30').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('grid', { name: '2024年5月' })).toBeInTheDocument();
    expect(day('2024-05-14')).toHaveFocus();
  });

  it('changes month with the named buttons', async () => {
    const user = userEvent.setup();
    const onMonthChange = vi.fn();
    render(<Calendar defaultMonth="2024-01-10" onMonthChange={onMonthChange} />);
    await user.click(screen.getByRole('button', { name: '上个月' }));
    expect(screen.getByRole('grid', { name: '2023年12月' })).toBeInTheDocument();
    expect(onMonthChange).toHaveBeenLastCalledWith('2023-12-01');
    await user.click(screen.getByRole('button', { name: '下个月' }));
    await user.click(screen.getByRole('button', { name: '下个月' }));
    expect(screen.getByRole('grid', { name: '2024年2月' })).toBeInTheDocument();
  });

  it('speaks English in en-us', async () => {
    await act(() => i18n.changeLanguage('en-us'));
    render(<Calendar defaultMonth="2024-03-01" />);
    expect(screen.getByRole('grid', { name: 'March 2024' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sunday' })).toHaveTextContent('Su');
    expect(screen.getByRole('gridcell', { name: 'Monday, March 4, 2024' })).toBeInTheDocument();
  });
});

describe('DatePicker', () => {
  function Harness({ initial = null }: { initial?: string | null }) {
    const [value, setValue] = useState<string | null>(initial);
    return <DatePicker label="日期" value={value} onChange={setValue} />;
  }

  it('shows the placeholder, opens a dialog, picks a date and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-03-15" />);
    const trigger = screen.getByRole('button', { name: '日期 2024-03-15' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: '日期' });
    expect(day('2024-03-15')).toHaveFocus();
    await user.click(within(dialog).getByRole('gridcell', { name: /2024年3月20日/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '日期 2024-03-20' })).toHaveFocus();
  });

  it('shows 请选择时间 when empty and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: '日期 请选择时间' });
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('traps focus inside the sheet', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-03-15" />);
    await user.click(screen.getByRole('button', { name: /日期/ }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('DateRangePicker', () => {
  function Harness({ initial = { start: null, end: null } }: { initial?: DateRange }) {
    const [value, setValue] = useState<DateRange>(initial);
    return (
      <>
        <DateRangePicker label="区间" value={value} onChange={setValue} />
        <output>{`${value.start}|${value.end}`}</output>
      </>
    );
  }

  it('shows placeholders joined by a tilde', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: /区间/ })).toHaveTextContent('请选择开始时间~请选择结束时间');
  });

  it('first tap sets start (red), second sets end (blue), third restarts; confirm needs both', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ start: '2024-03-01', end: '2024-03-02' }} />);
    await user.click(screen.getByRole('button', { name: /区间/ }));
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(confirm).toBeEnabled(); // the existing complete range
    await user.click(day('2024-03-05'));
    expect(day('2024-03-05')).toHaveClass('rangeStart');
    expect(day('2024-03-05')).toHaveAttribute('aria-selected', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByText('已选开始 2024-03-05，请选择结束日期')).toBeInTheDocument();
    await user.click(day('2024-03-08'));
    expect(day('2024-03-08')).toHaveClass('rangeEnd');
    expect(day('2024-03-06')).toHaveClass('rangeInside');
    expect(confirm).toBeEnabled();
    await user.click(day('2024-03-12'));
    expect(day('2024-03-12')).toHaveClass('rangeStart');
    expect(day('2024-03-08')).not.toHaveClass('rangeEnd');
    expect(confirm).toBeDisabled();
    // An end before the start swaps them.
    await user.click(day('2024-03-10'));
    expect(day('2024-03-10')).toHaveClass('rangeStart');
    expect(day('2024-03-12')).toHaveClass('rangeEnd');
    await user.click(confirm);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('2024-03-10|2024-03-12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /区间/ })).toHaveTextContent('2024-03-10~2024-03-12');
  });

  it('gives an empty calendar for an invalid date', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ start: 'nonsense', end: null }} />);
    await user.click(screen.getByRole('button', { name: /区间/ }));
    expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
    expect(screen.getByText('日期无效，无法显示日历')).toBeInTheDocument();
  });
});
