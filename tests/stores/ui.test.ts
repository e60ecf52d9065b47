import { resetUiStore, useUiStore } from '@/stores/ui';

const ui = () => useUiStore.getState();

describe('loading overlay tickets', () => {
  beforeEach(() => resetUiStore());

  it('shows while any call holds it and hides when the last one ends', () => {
    const a = ui().showLoading();
    const b = ui().showLoading();
    expect(ui().loadingCount).toBe(2);
    ui().hideLoading(a);
    expect(ui().loadingCount).toBe(1);
    ui().hideLoading(a); // ending twice changes nothing
    expect(ui().loadingCount).toBe(1);
    ui().hideLoading(b);
    expect(ui().loadingCount).toBe(0);
  });

  it('a page mount hides it, and the calls of the left page no longer count', () => {
    const left = ui().showLoading();
    ui().resetLoading();
    expect(ui().loadingCount).toBe(0);
    const fresh = ui().showLoading();
    ui().hideLoading(left);
    expect(ui().loadingCount).toBe(1);
    ui().hideLoading(fresh);
    expect(ui().loadingCount).toBe(0);
  });

  it('without a ticket, ends the latest call (older callers)', () => {
    ui().showLoading();
    ui().showLoading();
    ui().hideLoading();
    expect(ui().loadingCount).toBe(1);
  });
});
