import type { ReactNode } from 'react';

/** The look My account's sections share (calm admin cards, BRAND.md "Admin"). */
export const buttonPrimary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-plum px-4 text-sm font-semibold text-white hover:bg-plum-soft ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-70';
export const buttonQuiet =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-800 ' +
  'hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:opacity-70';
export const buttonDanger =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-red-200 bg-white px-4 text-sm font-medium text-red-700 ' +
  'hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-70';

interface CardProps {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Draws the eye when the shell has led her here (the owner's second-factor policy). */
  highlight?: boolean;
}

export function AccountCard({ id, title, intro, children, highlight = false }: CardProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/gu, '-')}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 space-y-4 rounded-lg border bg-white p-4 shadow-xs sm:p-5 ${highlight ? 'border-gold ring-2 ring-gold/30' : 'border-neutral-200'}`}
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-base font-semibold text-neutral-900">
          {title}
        </h2>
        {intro && <p className="text-sm text-neutral-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
