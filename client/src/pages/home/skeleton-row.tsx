/** Placeholder row for a loading carousel: slide height plus the carousel's control bar, so nothing shifts. */
export function SkeletonRow({ count, className }: { count: number; className: string }) {
  return (
    <div aria-hidden="true" className="mb-16 flex gap-6 overflow-hidden">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={`shrink-0 grow basis-1/2 animate-pulse rounded-2xl bg-lilac/50 motion-reduce:animate-none sm:basis-1/3 md:basis-1/4 ${i === 2 ? 'hidden sm:block' : ''} ${i === 3 ? 'hidden md:block' : ''} ${className}`}
        />
      ))}
    </div>
  );
}
