import type { ButtonHTMLAttributes } from 'react';
import { useRipple } from './useRipple';
import styles from './Ripple.module.css';

export type RippleButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button with the press ripple built in. */
export function Ripple({ className, children, type = 'button', ...rest }: RippleButtonProps) {
  const { handlers, ripples } = useRipple<HTMLButtonElement>();
  return (
    <button
      {...rest}
      type={type}
      className={[styles.host, className].filter(Boolean).join(' ')}
      {...handlers}
    >
      {children}
      {ripples}
    </button>
  );
}
