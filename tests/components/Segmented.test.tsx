import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Segmented, type SegmentOption } from '@/components/Segmented';

const DAYS: Array<SegmentOption<string>> = [
  { value: 'yesterday', label: '昨天', sub: '11-21' },
  { value: 'today', label: '今天', sub: '11-22' },
  { value: 'tomorrow', label: '明天', sub: '11-23' },
];

function Days({ onChange = () => undefined }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('today');
  return (
    <Segmented
      label="日期"
      value={value}
      options={DAYS}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('Segmented', () => {
  it('is a radio group with the choice checked, each option named by its label and second line', () => {
    render(<Days />);
    const group = screen.getByRole('radiogroup', { name: '日期' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /^今天\s?11-22$/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /^昨天\s?11-21$/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('changes the choice on a click, and not again for the option already chosen', async () => {
    const onChange = vi.fn();
    render(<Days onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /今天/ }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /明天/ }));
    expect(onChange).toHaveBeenCalledWith('tomorrow');
    expect(screen.getByRole('radio', { name: /明天/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('is one tab stop, and the arrow keys, Home and End move the choice and the focus', async () => {
    const onChange = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <Days onChange={onChange} />
        <button type="button">after</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: /今天/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /明天/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /明天/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}'); // wraps round
    expect(screen.getByRole('radio', { name: /昨天/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('radio', { name: /明天/ })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: /明天/ })).toHaveAttribute('aria-checked', 'true');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([
      'tomorrow',
      'yesterday',
      'tomorrow',
      'yesterday',
      'tomorrow',
    ]);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('shows a count badge with its own accessible wording, and 99+ above 99', () => {
    render(
      <Segmented
        label="消息类型"
        value={1}
        scrollable
        badgeLabel={(count) => `${count} 条未读`}
        options={[
          { value: 1, label: '通知', badge: 3 },
          { value: 2, label: '公告', badge: 120 },
          { value: 3, label: '其他', badge: 0 },
        ]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('radio', { name: /^通知\s?3 条未读$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /公告/ })).toHaveTextContent('99+');
    expect(screen.getByRole('radio', { name: '其他' })).toBeInTheDocument();
  });
});
