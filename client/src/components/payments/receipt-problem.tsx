import type { ReactNode } from 'react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/button';

interface ReceiptProblemProps {
  heading: string;
  message: string;
  /** The browser is still asking (a polite status); otherwise the message is the answer (an alert). */
  checking: boolean;
  /** Offered as "Try again" where asking again can help. */
  onRetry?: () => void;
  iconClassName: string;
  /** Room for the message: the answer that replaces the checking line must move nothing. */
  messageClassName?: string;
  help?: ReactNode;
  /** The other ways on (links), after Try again. */
  children: ReactNode;
}

/** A receipt that could not be shown: why, what to do about it, and where else to go. */
export function ReceiptProblem({
  heading,
  message,
  checking,
  onRetry,
  iconClassName,
  messageClassName = '',
  help,
  children,
}: ReceiptProblemProps) {
  return (
    <>
      <AlertTriangle aria-hidden="true" className={`${iconClassName} text-rose`} />
      <h1 className="mt-4 font-display text-3xl font-bold text-plum">{heading}</h1>
      <p role={checking ? 'status' : 'alert'} className={`mt-3 min-h-[3lh] text-ink ${messageClassName}`}>
        {message}
      </p>
      {help}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <Button variant="plum" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        )}
        {children}
      </div>
    </>
  );
}
