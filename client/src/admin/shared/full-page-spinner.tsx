import { Spinner } from './spinner';

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-neutral-50 text-plum">
      <Spinner className="size-8" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
