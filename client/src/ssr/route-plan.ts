import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { FirstScreen } from './first-screen';

/** What a route tells the server renderer, through its `handle`. */
export interface SsrHandle {
  /** API answers its first screen needs. */
  firstScreen?: FirstScreen;
  /** SPEC §4: only while the event is on; otherwise the visitor goes home. */
  requiresEvent?: boolean;
  /** The catch-all page: answered with status 404. */
  notFound?: boolean;
  /** The page's source file, as the build manifest names it: its chunk is preloaded with the HTML. */
  module?: string;
}

/** The route id of the public layout: only routes under it are rendered on the server (the admin stays client-only). */
export const PUBLIC_LAYOUT_ID = 'public';

/** The event switch is read by every public page (navbar, contestant routes). */
export const EVENT_STATUS_PATH = '/event/status';

export interface RoutePlan {
  /** False for the admin and anything outside the public layout: send the bare shell. */
  render: boolean;
  /** API paths to fetch before rendering, the event status first. */
  paths: string[];
  requiresEvent: boolean;
  notFound: boolean;
  /** Source files of the matched pages (build manifest keys). */
  modules: string[];
}

export function planRoute(routes: RouteObject[], url: URL): RoutePlan {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  if (!matches.some((m) => m.route.id === PUBLIC_LAYOUT_ID))
    return { render: false, paths: [], requiresEvent: false, notFound: false, modules: [] };
  const paths = new Set([EVENT_STATUS_PATH]);
  let requiresEvent = false;
  let notFound = false;
  const modules: string[] = [];
  for (const { route, params } of matches) {
    const handle = route.handle as SsrHandle | undefined;
    if (!handle) continue;
    requiresEvent ||= handle.requiresEvent === true;
    notFound ||= handle.notFound === true;
    if (handle.module) modules.push(handle.module);
    for (const p of handle.firstScreen?.({ params, search: url.searchParams }) ?? []) paths.add(p);
  }
  return { render: true, paths: [...paths], requiresEvent, notFound, modules };
}
