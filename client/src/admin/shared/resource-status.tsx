import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';

interface ResourceStatusProps {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  loadingLabel: string;
  /** When true, `empty` is shown instead of the children. */
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}

/** The spinner, the load error with Retry, the empty message, or the loaded content of an admin list. */
export function ResourceStatus({ loading, error, onRetry, loadingLabel, isEmpty = false, empty, children }: ResourceStatusProps) {
  if (loading) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
        <span>{error}</span>
        <button type="button" onClick={onRetry} className="rounded-md border border-red-300 px-3 py-1 font-medium hover:bg-red-100">
          Retry
        </button>
      </div>
    );
  }
  return <>{isEmpty ? empty : children}</>;
}
