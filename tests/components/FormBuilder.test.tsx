import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { FormBuilder, type FormItem } from '@/components/FormBuilder';
import { i18n } from '@/i18n';

const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('FormBuilder', () => {
  it('defaults: 查询 button shown, date placeholders, range joined by a tilde', () => {
    const format: FormItem[] = [
      { type: 'date', dataKey: 'day', label: '日期' },
      { type: 'dateRange', startKey: 'from', endKey: 'to', label: '区间' },
    ];
    render(<FormBuilder format={format} data={{}} />);
    expect(screen.getByRole('button', { name: '查询' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: /日期/ })).toHaveTextContent('请选择时间');
    expect(screen.getByRole('button', { name: /区间/ })).toHaveTextContent('请选择开始时间~请选择结束时间');
  });

  it('uses English defaults in en-us', async () => {
    await act(() => i18n.changeLanguage('en-us'));
    render(
      <FormBuilder
        format={[
          { type: 'date', dataKey: 'day', label: 'Day' },
          { type: 'dateRange', startKey: 'from', endKey: 'to', label: 'Range' },
        ]}
        data={{}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Day/ })).toHaveTextContent('Select time');
    expect(screen.getByRole('button', { name: /^Range/ })).toHaveTextContent(
      'Select start time~Select end time',
    );
  });

  it('hides the button when buttonRequired is false and uses custom buttonText', () => {
    const { rerender } = render(<FormBuilder format={[]} data={{}} buttonRequired={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<FormBuilder format={[]} data={{}} buttonText="提交" />);
    expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
  });

  it('shows data values and submits the edited values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const format: FormItem[] = [
      { type: 'input', dataKey: 'flightNo', label: '航班号', placeholder: '如 CA1501', icon: 'plane' },
      { type: 'input', dataKey: 'locked', label: '锁定', disabled: true },
      { type: 'dateRange', startKey: 'from', endKey: 'to', dataKey: 'range', label: '区间' },
    ];
    render(
      <FormBuilder
        format={format}
        data={{ flightNo: 'CA', locked: 'x', from: '2024-03-01', to: '2024-03-03' }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('button', { name: /区间/ })).toHaveTextContent('2024-03-01~2024-03-03');
    expect(screen.getByLabelText('锁定')).toBeDisabled();
    const input = screen.getByLabelText('航班号');
    expect(input).toHaveAttribute('placeholder', '如 CA1501');
    await user.type(input, '1501');
    await user.click(screen.getByRole('button', { name: /区间/ }));
    await user.click(day('2024-03-10'));
    await user.click(day('2024-03-12'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({
      flightNo: 'CA1501',
      locked: 'x',
      from: '2024-03-10',
      to: '2024-03-12',
      range: '2024-03-10~2024-03-12',
    });
  });

  it('inputButton calls its buttonEvent with the value', async () => {
    const user = userEvent.setup();
    const buttonEvent = vi.fn();
    render(
      <FormBuilder
        format={[{ type: 'inputButton', dataKey: 'code', label: '验证码', buttonText: '获取', buttonEvent }]}
        data={{ code: '' }}
        buttonRequired={false}
      />,
    );
    await user.type(screen.getByLabelText('验证码'), '1234');
    await user.click(screen.getByRole('button', { name: '获取' }));
    expect(buttonEvent).toHaveBeenCalledWith('1234', { code: '1234' });
  });

  it('single date row stores the picked date', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <FormBuilder
        format={[{ type: 'date', dataKey: 'day', label: '日期' }]}
        data={{ day: '2024-05-01' }}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: /日期/ }));
    await user.click(day('2024-05-20'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({ day: '2024-05-20' });
  });
});

describe('FormBuilder with an inline data literal', () => {
  it('keeps edits when the parent re-renders with an equal object, resets on new content', async () => {
    const user = userEvent.setup();
    const { useState } = await import('react');
    function Parent() {
      const [count, setCount] = useState(0);
      const [seed, setSeed] = useState('A');
      return (
        <>
          <FormBuilder
            format={[{ type: 'input', dataKey: 'q', label: '关键字' }]}
            data={{ q: seed }}
            onChange={() => setCount((c) => c + 1)}
          />
          <button type="button" onClick={() => setSeed('B')}>
            reset {count}
          </button>
        </>
      );
    }
    render(<Parent />);
    await user.type(screen.getByLabelText('关键字'), 'xyz');
    expect(screen.getByLabelText('关键字')).toHaveValue('Axyz');
    await user.click(screen.getByRole('button', { name: /reset/ }));
    expect(screen.getByLabelText('关键字')).toHaveValue('B');
  });
});
