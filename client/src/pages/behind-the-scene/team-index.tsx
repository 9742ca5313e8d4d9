import { ArrowDown } from 'lucide-react';

export interface TeamIndexEntry {
  id: string;
  title: string;
  count: number;
}

interface TeamIndexProps {
  entries: TeamIndexEntry[];
  loading: boolean;
}

/** The hero's table of contents: each group with its head count, a jump to its portraits. */
export function TeamIndex({ entries, loading }: TeamIndexProps) {
  const shown = loading ? entries : entries.filter((entry) => entry.count > 0);
  return (
    <nav aria-label="Team groups">
      <ul className="divide-y divide-ivory/15 border-y border-ivory/15">
        {shown.map(({ id, title, count }) => (
          <li key={id}>
            <a href={`#${id}`} className="group flex min-h-14 items-center gap-4 py-3 text-ivory transition-colors hover:text-gold-light">
              {/* Fixed width so the row does not move when the count arrives. */}
              <span className="figures w-10 text-3xl font-semibold text-gold" aria-hidden={loading}>
                {loading ? '·' : count}
              </span>
              <span className="flex-1 font-display text-xl">{title}</span>
              <ArrowDown
                aria-hidden="true"
                className="size-5 text-gold transition-transform group-hover:translate-y-0.5 motion-reduce:transition-none"
              />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
