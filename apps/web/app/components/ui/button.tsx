import type { ButtonHTMLAttributes } from 'react';
import type { LinkProps } from 'react-router';
import { Link } from '#app/i18n/link.tsx';
import { mergeClasses } from './class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  /** Bordered; tints on hover. */
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
  /** Bordered; fills with the brand colour on hover. */
  outline: 'border border-brand-700 text-brand-800 hover:bg-brand-700 hover:text-white',
  ghost: 'text-brand-800 hover:bg-brand-50',
  danger: 'bg-clay-700 text-white hover:bg-clay-600',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-5 py-2 text-sm',
  md: 'px-6 py-3',
  /** The checkout buttons. */
  lg: 'px-6 py-3.5 font-semibold',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Added last: a class here replaces the variant's or size's class for the same property. */
  className?: string;
}

/** The classes of a button, for the rare element that looks like one but is neither a button nor a link. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return mergeClasses(BASE, VARIANTS[variant], SIZES[size], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & {
    /** Waiting for the server: disabled, announced as busy, with a waiting cursor. */
    busy?: boolean;
  };

export function Button({ variant, size, className, busy, disabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy}
      className={buttonClass({
        variant,
        size,
        className: busy === undefined ? className : mergeClasses('disabled:cursor-wait', className),
      })}
      {...props}
    />
  );
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
