import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { i18n } from '@/i18n';

describe('LanguageSwitch', () => {
  it('names each language in itself, marks the current one and switches at once', async () => {
    render(<LanguageSwitch label="语言" />);
    const group = screen.getByRole('group', { name: '语言' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    await userEvent.click(english);
    expect(i18n.language).toBe('en-us');
    expect(localStorage.getItem('lang')).toBe('en-us');
    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'false');
  });
});
