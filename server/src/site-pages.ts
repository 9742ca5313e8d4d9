import type { Express } from 'express';
import type { Config } from './config';
import type { Db } from './db/client';
import type { DomainBus } from './events';
import { cockpitRenderer } from './http/cockpit-page';
import type { renderedPages } from './http/ssr';
import { serveClient } from './http/static';
import type { Logger } from './logger';
import { contestantSeoResolver } from './modules/candidates/share-seo';
import { contestantFromCookieHeader } from './modules/contestant-auth/session';
import { summaryForCookie } from './modules/me/first-screen';
import type { MeService } from './modules/me/service';

export interface SitePagesDeps {
  /** The built client's folder. */
  spa: string;
  pages: ReturnType<typeof renderedPages>;
  db: Db;
  me: Pick<MeService, 'summary'>;
  bus: DomainBus;
  config: Config;
  logger: Logger;
}

/**
 * The built client on the app: public pages rendered once and kept until something they show changes,
 * and her cockpit rendered with her own summary (issue #30), beside the public pages and never in their cache.
 */
export function serveSitePages(app: Express, { spa, pages, db, me, bus, config, logger }: SitePagesDeps): void {
  const cockpit = cockpitRenderer({
    clientDist: spa,
    summaryFor: summaryForCookie((cookie) => contestantFromCookieHeader(db, cookie), me),
    logger,
  });
  serveClient(app, spa, { publicUrl: config.publicUrl, resolveSeo: contestantSeoResolver(db), logger, pages: pages.renderer, cockpit });
  // Counts hidden or revealed, voting opened or closed: no page rendered before may be sent after.
  bus.on('event.stateChanged', () => pages.invalidate());
  // The season calendar saved on another instance: its dates are in the pages' HTML (issue #32).
  bus.on('season.changedElsewhere', () => pages.invalidate());
}
