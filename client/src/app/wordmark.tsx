import { Crown } from '@/components/shell-icons';
import { Link } from 'react-router-dom';
import { SITE } from '@/lib/site-info';

export function Wordmark({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} aria-label={`${SITE.name} home`} className="flex min-h-11 shrink-0 items-center gap-2 rounded-md">
      <span className="flex size-9 items-center justify-center rounded-full border border-gold/60 bg-plum-deep text-gold">
        <Crown className="size-5" aria-hidden="true" />
      </span>
      <span className="font-display text-lg leading-tight font-bold tracking-wide text-ivory sm:hidden">{SITE.shortName}</span>
      <span className="hidden font-display text-xl leading-tight font-bold tracking-wide text-ivory sm:inline">
        Indo-US <span className="text-gold">Pageant</span> Alliance
      </span>
    </Link>
  );
}
