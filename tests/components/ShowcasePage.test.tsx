import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import ShowcasePage from '@/modules/showcase/pages/ShowcasePage';
import '@/modules/showcase/i18n';
import { screens } from '@/lib/paths';
import { screenRoute } from '@/shell/routing';
import { i18n } from '@/i18n';

function renderPage() {
  const router = createMemoryRouter([screenRoute(screens.showcase.home, { element: <ShowcasePage /> })], {
    initialEntries: ['/baseComponents'],
  });
  return render(<RouterProvider router={router} />);
}

describe('ShowcasePage', () => {
  let error: ReturnType<typeof vi.spyOn>;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error');
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    error.mockRestore();
    warn.mockRestore();
  });

  it('shows the spec widgets first: text input, commit input, date, range, airport table, form', () => {
    renderPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 6)).toEqual([
      '文本输入',
      '带提交按钮的输入',
      '单日期选择',
      '日期范围选择',
      '示例表格',
      '表单',
    ]);
    expect(screen.getAllByLabelText('航班号')[0]).toBeInTheDocument();
    const commit = screen.getByRole('region', { name: '带提交按钮的输入' });
    expect(within(commit).getByLabelText('机场三字码')).toBeInTheDocument();
    expect(within(commit).getByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '单日期选择' })).getByRole('button', { name: /航班日期/ }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
    expect(
      within(screen.getByRole('region', { name: '日期范围选择' })).getByRole('button', { name: /查询区间/ }),
    ).toHaveTextContent('~');
    const table = within(screen.getByRole('region', { name: '机场信息' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '机场名称', '三字码', '纬度北纬，度', '管理局']);
    expect(within(table).getByRole('cell', { name: '北京首都国际机场' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '40.0801' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(7);
    expect(screen.getByLabelText('用户名')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('个人简介').tagName).toBe('TEXTAREA');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('validates the password rule on submit', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('用户名'), 'crew01');
    await user.type(screen.getByLabelText('密码'), 'abc');
    const form = screen.getByLabelText('用户名').closest('form')!;
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(screen.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('密码'), 'def123');
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(within(form).getByText('已提交：crew01')).toBeInTheDocument();
  });

  it('switches to English with the language button', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: '切换到英文' }));
    expect(i18n.language).toBe('en-us');
    expect(await screen.findByRole('heading', { name: 'Sample table' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Beijing Capital International' })).toBeInTheDocument();
    expect(screen.getAllByText('Query result').length).toBeGreaterThan(0);
    expect(error).not.toHaveBeenCalled();
    await act(() => i18n.changeLanguage('zh-cn'));
  });
});
