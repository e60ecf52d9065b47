import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  closePopup,
  openPopup,
  showAlert,
  showConfirm,
  showToast,
  TOAST_DURATION_MS,
} from '@/stores/feedback';
import { useUiStore } from '@/stores/ui';
import { DialogHost, PopupHost, Toast, LoadingOverlay } from '@/shell/Overlays';

describe('dialog defaults (§9)', () => {
  it('an alert is 提示信息 / 确定 with no cancel', async () => {
    render(<DialogHost />);
    const closed = vi.fn();
    act(() => void showAlert({ content: '航班已取消' }).then(closed));
    // The box's code loads with the first dialog (shell/Overlays).
    const dialog = await screen.findByRole('alertdialog', { name: '提示信息' });
    expect(dialog).toHaveTextContent('航班已取消');
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(closed).toHaveBeenCalled();
  });

  it('a confirm is 确认操作 / 确定 / 取消 and resolves with the choice, calling the callbacks', async () => {
    render(<DialogHost />);
    const cancelCb = vi.fn();
    let answer: boolean | undefined;
    act(() => void showConfirm({ content: '确定退出登录？', cancelCb }).then((value) => (answer = value)));
    expect(await screen.findByRole('dialog', { name: '确认操作' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await vi.waitFor(() => expect(answer).toBe(false));
    expect(cancelCb).toHaveBeenCalled();
  });

  it('custom texts and hideCancel are honoured, and Escape cancels', async () => {
    render(<DialogHost />);
    const confirmCb = vi.fn();
    act(
      () =>
        void showConfirm({
          title: '删除',
          content: '删除日志？',
          confirmText: '删除',
          cancelText: '保留',
          confirmCb,
        }),
    );
    expect(screen.getByRole('button', { name: '保留' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirmCb).not.toHaveBeenCalled();
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    render(
      <>
        <button type="button">outside</button>
        <DialogHost />
      </>,
    );
    act(() => void showConfirm({ content: 'x' }));
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
  });
});

describe('toast', () => {
  it('lasts 2000 ms by default', () => {
    vi.useFakeTimers();
    render(<Toast />);
    expect(TOAST_DURATION_MS).toBe(2000);
    act(() => showToast('已关注'));
    expect(screen.getByText('已关注')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('已关注')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('已关注')).toBeNull();
    vi.useRealTimers();
  });

  it('with an action stays until the user taps it (a new version: tap to reload)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toast />);
    const reload = vi.fn();
    act(() => showToast('新版本已发布', Number.POSITIVE_INFINITY, { label: '点击刷新', onClick: reload }));
    act(() => vi.advanceTimersByTime(60_000));
    await userEvent.click(screen.getByRole('button', { name: '点击刷新' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('新版本已发布')).toBeNull();
    vi.useRealTimers();
  });
});

describe('popup', () => {
  it('defaults to the left and closes by clearing its state, then calling onClose', async () => {
    render(<PopupHost />);
    const order: string[] = [];
    const onClose = vi.fn(() => order.push(useUiStore.getState().popup.open ? 'still open' : 'cleared'));
    act(() => openPopup({ render: () => <p>城市选择</p>, onClose, label: '选择城市' }));
    expect(useUiStore.getState().popup.position).toBe('left');
    expect(await screen.findByRole('dialog', { name: '选择城市' })).toHaveTextContent('城市选择');
    act(() => closePopup());
    expect(order).toEqual(['cleared']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the mask is tapped, not when the content is', async () => {
    render(<PopupHost />);
    act(() => openPopup({ component: <button type="button">inside</button>, position: 'bottom' }));
    await userEvent.click(screen.getByRole('button', { name: 'inside' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('popup-mask'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('loading overlay', () => {
  it('shows while flagged calls are in flight and locks page scrolling', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => useUiStore.getState().showLoading());
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(document.body).toHaveClass('scroll-locked');
    act(() => useUiStore.getState().hideLoading());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(document.body).not.toHaveClass('scroll-locked');
  });
});
