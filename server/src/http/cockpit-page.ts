import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { COCKPIT_SUMMARY_PATH, SSR_PUBLIC_ORIGIN } from '@pageant/common/page-boot';
import type { Logger } from '../logger';
import { COCKPIT_MODULES, readClientManifest } from './cockpit-shell';
import { chunkPreloads, loadSsrEntry, stylesheetsFirst } from './ssr';

/**
 * Her cockpit (/me, issue #30) rendered on the server for the contestant her session cookie names,
 * so its first paint carries her photo, name, count and share links before any of the app's code
 * has run. Unlike the public pages (ssr.ts), nothing here is ever cached: the page is hers alone and
 * goes out `private, no-store`. A visitor without a session, or a render that fails, gets the
 * cockpit's usual shell, whose code sends her to sign in as before.
 */

export interface CockpitPageDeps {
  /** The built client: its shell, build manifest and server entry (dist-ssr beside it). */
  clientDist: string;
  /** Her summary (GET /api/me's answer) for the request's Cookie header, or null when nobody is signed in. */
  summaryFor(cookieHeader: string | undefined): Promise<unknown>;
  logger?: Logger;
}

export interface CockpitRender {
  html: string;
  data: Record<string, unknown>;
  head: string;
}

/** Renders /me for the request's contestant, or null: then the shell goes out exactly as before. */
export type CockpitRenderer = (req: Request, publicUrl: string) => Promise<CockpitRender | null>;

export function cockpitRenderer({ clientDist, summaryFor, logger }: CockpitPageDeps): CockpitRenderer {
  const entry = loadSsrEntry(clientDist, logger);
  const manifest = readClientManifest(clientDist);
  const shell = stylesheetsFirst(readFileSync(path.join(clientDist, 'index.html'), 'utf8'));
  // The cockpit's stylesheets, and its code listed for the entry to fetch once the page is on screen
  // (as the public pages do): her photo, the largest paint, has the connection to itself first.
  const head = manifest ? chunkPreloads(manifest, COCKPIT_MODULES, shell) : '';
  return async (req, publicUrl) => {
    const render = await entry;
    if (!render) return null;
    try {
      const summary = await summaryFor(req.headers.cookie);
      if (summary === null || summary === undefined) return null;
      const data = { [COCKPIT_SUMMARY_PATH]: summary, [SSR_PUBLIC_ORIGIN]: publicUrl };
      const rendered = await render.render(`http://render.local${req.path}`, data);
      if (rendered.html === undefined) {
        logger?.warn({ err: rendered.error }, 'cockpit render failed: its shell sent');
        return null;
      }
      return { html: rendered.html, data, head };
    } catch (err) {
      logger?.warn({ err }, 'cockpit render failed: its shell sent');
      return null;
    }
  };
}
