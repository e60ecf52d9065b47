import type { CSSProperties } from 'react';
import { ICONS, type IconName, type IconShape } from './icons';
import styles from './Icon.module.css';

export const DEFAULT_ICON_SIZE = 48;

export type IconFlip = 'horizontal' | 'vertical';

export interface IconProps {
  /** Required: one of the bundled icons. */
  name: IconName;
  /**
   * Size in design units of the original 750-wide artboard (default 48 = 1.5rem = 24 px at 375 wide).
   * Not a number, or 0 or less, falls back to 48 with a console warning.
   */
  size?: number;
  spin?: boolean;
  /** Rotation in degrees. */
  rotate?: number;
  /** 'horizontal' or 'vertical'; anything else is ignored with a warning. */
  flip?: IconFlip;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** With currentIndex: when both are given and equal the icon is rendered active (e.g. a selected tab). */
  index?: number;
  currentIndex?: number;
  className?: string;
}

export function isValidIconSize(size: unknown): size is number {
  return typeof size === 'number' && Number.isFinite(size) && size > 0;
}

const warned = new Set<string>();

/**
 * A wrong prop is said once per distinct message, from the render itself: no effect per icon (lists
 * mount one or two icons a row while they scroll), and a strict-mode double render says it once.
 */
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

export function Icon({ name, size, spin, rotate, flip, label, index, currentIndex, className }: IconProps) {
  const sizeOk = size === undefined || isValidIconSize(size);
  const flipOk = flip === undefined || flip === 'horizontal' || flip === 'vertical';
  const shape = ICONS[name] as IconShape | undefined;

  if (!sizeOk) warnOnce(`[Icon] invalid size ${String(size)}; falling back to ${DEFAULT_ICON_SIZE}`);
  if (!flipOk) warnOnce(`[Icon] invalid flip "${String(flip)}"; only horizontal or vertical are allowed`);
  if (!shape) warnOnce(`[Icon] unknown icon "${String(name)}"`);

  const finalSize = sizeOk && size !== undefined ? size : DEFAULT_ICON_SIZE;
  const transforms: string[] = [];
  if (typeof rotate === 'number' && Number.isFinite(rotate) && rotate !== 0)
    transforms.push(`rotate(${rotate}deg)`);
  if (flipOk && flip === 'horizontal') transforms.push('scaleX(-1)');
  if (flipOk && flip === 'vertical') transforms.push('scaleY(-1)');
  const active = index !== undefined && currentIndex !== undefined && index === currentIndex;

  // Only computed values go inline.
  const style: CSSProperties = { width: `${finalSize / 32}rem`, height: `${finalSize / 32}rem` };
  if (transforms.length) style.transform = transforms.join(' ');

  const classes = [styles.icon, spin && styles.spin, active && styles.active, className]
    .filter(Boolean)
    .join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };

  return (
    <svg
      viewBox="0 0 24 24"
      className={classes}
      style={style}
      focusable="false"
      data-icon={name}
      data-size={finalSize}
      data-active={active || undefined}
      {...a11y}
    >
      {shape?.d.map((d, i) =>
        shape.fill ? (
          <path
            key={i}
            d={d}
            fill="currentColor"
            stroke="currentColor"
            strokeWidth={1}
            strokeLinejoin="round"
          />
        ) : (
          <path
            key={i}
            d={d}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ),
      )}
    </svg>
  );
}
