import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Field, FieldTextButton, type FieldProps } from '@/components/Field';

function Controlled(props: Partial<FieldProps>) {
  const [value, setValue] = useState(String(props.value ?? ''));
  return <Field label="用户名" {...props} value={value} onChange={(v) => setValue(v)} />;
}

const clearButton = () => screen.queryByRole('button', { name: /清除/ });

describe('Field', () => {
  it('associates the label with the input', () => {
    render(<Field label="用户名" />);
    expect(screen.getByLabelText('用户名')).toBeInstanceOf(HTMLInputElement);
  });

  it('shows the clear button only when focused and with a value', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('用户名');
    expect(clearButton()).toBeNull();
    await user.click(input);
    expect(clearButton()).toBeNull(); // focused but empty
    await user.type(input, 'abc');
    expect(clearButton()).toBeInTheDocument();
    await user.click(document.body);
    expect(clearButton()).toBeNull(); // has a value but not focused
  });

  it('clears the value and keeps focus in the input', async () => {
    const user = userEvent.setup();
    render(<Controlled value="hello" />);
    const input = screen.getByLabelText('用户名');
    await user.click(input);
    await user.click(screen.getByRole('button', { name: '清除用户名' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(clearButton()).toBeNull();
  });

  it('keeps the clear button reachable by Tab', async () => {
    const user = userEvent.setup();
    render(<Controlled value="hello" />);
    await user.click(screen.getByLabelText('用户名'));
    await user.tab();
    expect(screen.getByRole('button', { name: '清除用户名' })).toHaveFocus();
  });

  it.each([
    ['textarea', { type: 'textarea' as const }],
    ['disableClear', { disableClear: true }],
    ['disabled', { disabled: true }],
    ['readonly', { readonly: true }],
  ])('never shows the clear button for %s', async (_, extra) => {
    const user = userEvent.setup();
    render(<Controlled value="hello" {...extra} />);
    const input = screen.getByLabelText('用户名');
    await user.click(input);
    input.focus();
    expect(clearButton()).toBeNull();
  });

  it('renders a textarea with rows', () => {
    render(<Field label="简介" type="textarea" rows={5} />);
    const area = screen.getByLabelText('简介');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '5');
  });

  it('marks the error state and describes the input with the message', () => {
    render(<Field label="密码" state="error" message="密码至少 8 位" />);
    const input = screen.getByLabelText('密码');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('密码至少 8 位');
    expect(screen.getByRole('alert')).toHaveTextContent('密码至少 8 位');
  });

  it('passes input props through and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Field
        label="用户名"
        name="username"
        autoComplete="username"
        inputMode="text"
        ref={ref}
        type="password"
      />,
    );
    const input = screen.getByLabelText('用户名');
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('type', 'password');
    expect(ref.current).toBe(input);
  });

  it('works uncontrolled and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field label="数量" type="number" onChange={onChange} />);
    await user.type(screen.getByLabelText('数量'), '12');
    expect(onChange).toHaveBeenLastCalledWith('12', expect.anything());
    expect(screen.getByLabelText('数量')).toHaveValue(12);
  });
});

describe('FieldTextButton', () => {
  it('is a worded button after the input that does not submit the form, filled unless outlined', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Field label="机场" value="PEK" suffix={<FieldTextButton onClick={onClick}>提交</FieldTextButton>} />
        <FieldTextButton look="outline" disabled>
          获取验证码
        </FieldTextButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '提交' }).className).toMatch(/filled/);
    expect(screen.getByRole('button', { name: '获取验证码' }).className).toMatch(/outline/);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  });
});
