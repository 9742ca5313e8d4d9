import { Globe2, MapPin } from 'lucide-react';
import { SEASON } from '@pageant/common';
import type { CompetitionHeader as Header } from '@/api/competition';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/page-hero';

/** The admin's header: title as the page's h1, then host country and venue; `actions` under them (the finale's date). */
export function CompetitionHeader({ header, actions }: { header: Header; actions?: ReactNode }) {
  const hasPlace = Boolean(header.hostCountry || header.venue);
  return (
    <PageHero eyebrow={`Season ${SEASON} · The competition`} title={header.title} actions={actions}>
      {hasPlace && (
        <span className="flex flex-col items-center justify-center gap-2 sm:flex-row sm:gap-6">
          {header.hostCountry && (
            <span className="inline-flex flex-col items-center gap-1 sm:flex-row sm:gap-2">
              <Globe2 className="size-5 text-gold" aria-hidden="true" />
              <span>
                <span className="sr-only">Host country: </span>
                {header.hostCountry}
              </span>
            </span>
          )}
          {header.venue && (
            <span className="inline-flex flex-col items-center gap-1 sm:flex-row sm:gap-2">
              <MapPin className="size-5 text-gold" aria-hidden="true" />
              <span>
                <span className="sr-only">Venue: </span>
                {header.venue}
              </span>
            </span>
          )}
        </span>
      )}
    </PageHero>
  );
}
