import { render } from '@testing-library/react';
import { Icon, ICON_NAMES } from '@/components/Icon';

const svg = (c: HTMLElement) => c.querySelector('svg')!;

describe('Icon', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('defaults to size 48 (1.5rem) without warning', () => {
    const { container } = render(<Icon name="home" />);
    expect(svg(container)).toHaveAttribute('data-size', '48');
    expect(svg(container).style.width).toBe('1.5rem');
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses a valid size', () => {
    const { container } = render(<Icon name="home" size={64} />);
    expect(svg(container)).toHaveAttribute('data-size', '64');
    expect(svg(container).style.width).toBe('2rem');
  });

  it.each([0, -5, Number.NaN, '32' as unknown as number])(
    'falls back to 48 with a warning for size %s',
    (size) => {
      const { container } = render(<Icon name="home" size={size} />);
      expect(svg(container)).toHaveAttribute('data-size', '48');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid size'));
    },
  );

  it('flips horizontally or vertically and ignores anything else with a warning', () => {
    const { container, rerender } = render(<Icon name="back" flip="horizontal" />);
    expect(svg(container).style.transform).toBe('scaleX(-1)');
    rerender(<Icon name="back" flip="vertical" rotate={90} />);
    expect(svg(container).style.transform).toBe('rotate(90deg) scaleY(-1)');
    expect(warn).not.toHaveBeenCalled();
    rerender(<Icon name="back" flip={'diagonal' as never} />);
    expect(svg(container).style.transform).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid flip'));
  });

  it('spins with a class', () => {
    const { container } = render(<Icon name="refresh" spin />);
    expect(svg(container).getAttribute('class')).toContain('spin');
  });

  it('is decorative without a label and named with one', () => {
    const { container, rerender, getByRole } = render(<Icon name="bell" />);
    expect(svg(container)).toHaveAttribute('aria-hidden', 'true');
    rerender(<Icon name="bell" label="通知" />);
    expect(getByRole('img', { name: '通知' })).toBeInTheDocument();
  });

  it('is active only when index and currentIndex are both given and equal', () => {
    const { container, rerender } = render(<Icon name="home" index={1} currentIndex={1} />);
    expect(svg(container)).toHaveAttribute('data-active', 'true');
    rerender(<Icon name="home" index={1} currentIndex={2} />);
    expect(svg(container)).not.toHaveAttribute('data-active');
    rerender(<Icon name="home" index={0} />);
    expect(svg(container)).not.toHaveAttribute('data-active');
  });

  it('ships every icon the app needs with path data', () => {
    for (const name of ['back', 'plane-takeoff', 'star-filled', 'text-size', 'link', 'eye-off'] as const) {
      expect(ICON_NAMES).toContain(name);
    }
    const { container } = render(<Icon name="star-filled" />);
    expect(container.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(52);
  });
});
