import type { ReactNode } from 'react';
import { Button } from '@/components/button';

interface PanelProps {
  title: string;
  id: string;
  children: ReactNode;
  /** Beside the title (the chart's range toggle). */
  action?: ReactNode;
  className?: string;
}

/** One section of her cockpit: a white card with a serif title. */
export function Panel({ title, id, children, action, className = '' }: PanelProps) {
  return (
    <section aria-labelledby={id} className={`rounded-3xl bg-white p-5 shadow-card ring-1 ring-gold/15 sm:p-6 ${className}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-display text-xl font-bold text-plum">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A grey bar holding the place (and the height) of what is loading. */
export function Skeleton({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-xl bg-lilac/50 motion-reduce:animate-none ${className}`} />;
}

/** A read that failed, with its retry, in the space the content would take. */
export function PanelError({ what, onRetry, className = '' }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`flex flex-col items-center justify-center gap-3 text-center text-sm text-muted ${className}`}>
      <p>We couldn’t load {what}.</p>
      <Button variant="outline-dark" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
