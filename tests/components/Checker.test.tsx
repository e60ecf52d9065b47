import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checker, nextCheckboxValue, nextRadioValue } from '@/components/Checker';

const options = [
  { value: 'F', label: '飞行员' },
  { value: 'C', label: '乘务员' },
  { value: 'S', label: '安全员', disabled: true },
];

describe('Checker radio', () => {
  it('is a radiogroup; clicking selects, clicking the selected item clears it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checker label="岗位" options={options} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: '岗位' })).toBeInTheDocument();
    const pilot = screen.getByRole('radio', { name: '飞行员' });
    await user.click(pilot);
    expect(pilot).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenLastCalledWith('F');
    await user.click(screen.getByRole('radio', { name: '乘务员' }));
    expect(pilot).toHaveAttribute('aria-checked', 'false');
    expect(onChange).toHaveBeenLastCalledWith('C');
    await user.click(screen.getByRole('radio', { name: '乘务员' }));
    expect(screen.getByRole('radio', { name: '乘务员' })).toHaveAttribute('aria-checked', 'false');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps the selection when radioRequired', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checker options={options} radioRequired defaultValue="F" onChange={onChange} />);
    const pilot = screen.getByRole('radio', { name: '飞行员' });
    await user.click(pilot);
    expect(pilot).toHaveAttribute('aria-checked', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('never changes a disabled item', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checker options={options} onChange={onChange} />);
    const sec = screen.getByRole('radio', { name: '安全员' });
    expect(sec).toHaveAttribute('aria-disabled', 'true');
    await user.click(sec);
    expect(sec).toHaveAttribute('aria-checked', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('compares object values by valueKey or deep equality', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const objs = [
      { value: { id: 1, name: 'A' }, label: 'A' },
      { value: { id: 2, name: 'B' }, label: 'B' },
    ];
    const { unmount } = render(
      <Checker options={objs} value={{ id: 2, name: 'changed' }} valueKey="id" onChange={onChange} />,
    );
    expect(screen.getByRole('radio', { name: 'B' })).toHaveAttribute('aria-checked', 'true');
    unmount();
    render(<Checker options={objs} value={{ id: 1, name: 'A' }} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'A' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'A' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is one tab stop and arrows move focus over enabled items', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button>before</button>
        <Checker options={[...options, { value: 'X', label: '检查员' }]} />
      </>,
    );
    await user.click(screen.getByText('before'));
    await user.tab();
    expect(screen.getByRole('radio', { name: '飞行员' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '乘务员' })).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // skips the disabled one
    expect(screen.getByRole('radio', { name: '检查员' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '检查员' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('Checker checkbox', () => {
  const many = [
    { value: 1, label: '一' },
    { value: 2, label: '二' },
    { value: 3, label: '三' },
    { value: 4, label: '四', disabled: true },
  ];

  it('toggles membership', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checker type="checkbox" label="选项" options={many} onChange={onChange} />);
    expect(screen.getByRole('group', { name: '选项' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '一' }));
    await user.click(screen.getByRole('checkbox', { name: '三' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
    await user.click(screen.getByRole('checkbox', { name: '一' }));
    expect(onChange).toHaveBeenLastCalledWith([3]);
    expect(screen.getByRole('checkbox', { name: '一' })).toHaveAttribute('aria-checked', 'false');
  });

  it('blocks adding at max but still allows removing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checker type="checkbox" options={many} max={2} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '一' }));
    await user.click(screen.getByRole('checkbox', { name: '二' }));
    onChange.mockClear();
    await user.click(screen.getByRole('checkbox', { name: '三' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: '三' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('最多选择 2 项')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '二' }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
    await user.click(screen.getByRole('checkbox', { name: '三' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
  });

  it('never changes a disabled item', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checker type="checkbox" options={many} defaultValue={[4]} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '四' }));
    expect(screen.getByRole('checkbox', { name: '四' })).toHaveAttribute('aria-checked', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('checker rules (pure)', () => {
  it('radio', () => {
    expect(nextRadioValue(null, 'a', false)).toBe('a');
    expect(nextRadioValue('a', 'a', false)).toBeNull();
    expect(nextRadioValue('a', 'a', true)).toBe('a');
    expect(nextRadioValue('a', 'b', true)).toBe('b');
  });
  it('checkbox', () => {
    expect(nextCheckboxValue([1], 2, 2)).toEqual([1, 2]);
    expect(nextCheckboxValue([1, 2], 3, 2)).toBeNull();
    expect(nextCheckboxValue([1, 2], 2, 2)).toEqual([1]);
    expect(nextCheckboxValue([{ id: 1 }], { id: 1 })).toEqual([]);
  });
});
