import type { ButtonHTMLAttributes } from 'react';
import { InlineSpinner } from '@/components/spinner';

type Tone = 'primary' | 'secondary' | 'danger';

const tones: Record<Tone, string> = {
  primary: 'bg-plum text-white hover:bg-plum-soft',
  secondary: 'border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50',
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50',
};

interface AdminButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: Tone;
  busy?: boolean;
}

/** Compact admin button (admin is calm and dense); shows a spinner and aria-busy while working. */
export function AdminButton({
  tone = 'primary',
  busy = false,
  disabled,
  className = '',
  children,
  type = 'button',
  ...rest
}: AdminButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-9 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-60 ${tones[tone]} ${className}`}
      {...rest}
    >
      {busy && <InlineSpinner />}
      {children}
    </button>
  );
}
