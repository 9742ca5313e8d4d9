import type { Capability } from '@pageant/common/content/admin-roles';
import { capabilityOf } from '../../src/http/require-capability';
import { requireAdmin } from '../../src/http/require-admin';

/** One route of the real app, with the capability its guard names (none: no guard found). */
export interface RouteEntry {
  method: string;
  path: string;
  capability: Capability | undefined;
  /** It still uses the role-blind requireAdmin. */
  roleBlind: boolean;
}

interface StackLayer {
  rawPath?: unknown;
  handle: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: unknown; method?: string }[] };
}

const stackOf = (handle: unknown): StackLayer[] | undefined => (handle as { stack?: StackLayer[] } | null)?.stack;
const join = (prefix: string, p: unknown) => (typeof p === 'string' && p !== '/' ? `${prefix}${p}` : prefix);

/**
 * Every route of an Express 5 app, read from its router stack: the mount paths joined, and the
 * guard found either in the route's own handlers or in a router-level `use` before it.
 */
export function listRoutes(app: unknown): RouteEntry[] {
  const out: RouteEntry[] = [];
  const walk = (stack: StackLayer[], prefix: string, inherited: { capability?: Capability; roleBlind: boolean }) => {
    let scope = { ...inherited };
    // A guard `use`d on a path (router.use('/x', guard, inner)) covers what comes after it under that path.
    const scoped: { path: string; capability: Capability }[] = [];
    const scopeAt = (path: string) => {
      const hit = scoped.find((g) => path === g.path || path.startsWith(`${g.path}/`));
      return hit ? { ...scope, capability: scope.capability ?? hit.capability } : scope;
    };
    for (const layer of stack) {
      if (layer.route) {
        const routePath = join(prefix, layer.route.path);
        const at = scopeAt(routePath);
        const own = layer.route.stack.map((l) => l.handle);
        const capability = own.map(capabilityOf).find(Boolean) ?? at.capability;
        const roleBlind = at.roleBlind || own.includes(requireAdmin);
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
          out.push({ method: method.toUpperCase(), path: routePath, capability, roleBlind });
        }
        continue;
      }
      const inner = stackOf(layer.handle);
      if (inner) {
        const mounted = join(prefix, layer.rawPath);
        walk(inner, mounted, scopeAt(mounted));
        continue;
      }
      // A guard `use`d on a whole router covers what is mounted after it on the same path.
      const everywhere = layer.rawPath === '/' || layer.rawPath === undefined;
      const guard = capabilityOf(layer.handle);
      if (everywhere && guard) scope = { ...scope, capability: guard };
      else if (guard && typeof layer.rawPath === 'string') scoped.push({ path: join(prefix, layer.rawPath), capability: guard });
      if (everywhere && layer.handle === requireAdmin) scope = { ...scope, roleBlind: true };
    }
  };
  const root = stackOf((app as { router?: unknown }).router) ?? stackOf(app) ?? [];
  walk(root, '', { roleBlind: false });
  return out;
}

/** /api/admin routes anyone may call: signing in and an invitation's own page come before any role. */
export const PUBLIC_ADMIN_PATHS = [/^\/api\/admin\/login(\/|$)/u, /^\/api\/admin\/invitations(\/|$)/u];

/**
 * What makes the route table fail: an /api/admin route with no capability guard (unless it is one of
 * the few public ones), or any route still guarded by the role-blind requireAdmin.
 */
export function unguardedAdminRoutes(routes: RouteEntry[]): string[] {
  return routes
    .filter((r) => r.roleBlind || (r.path.startsWith('/api/admin') && !r.capability && !PUBLIC_ADMIN_PATHS.some((re) => re.test(r.path))))
    .map((r) => `${r.method} ${r.path}`);
}
