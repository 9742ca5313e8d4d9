import { Spinner } from '@/components/spinner';

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-neutral-50">
      <Spinner label={label} />
    </div>
  );
}
