import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LockKeyhole } from 'lucide-react';
import { forbiddenMessage, ROLE_LABELS } from '@pageant/common/content/admin-roles';
import { useAdminMe } from '../account/admin-me';
import { ReadOnlyUnless } from '../shared/read-only';
import { useMay } from '../shared/use-may';
import { navItemAt } from './admin-nav';

/**
 * Issue #34: a screen her role may not open (a bookmark, a link someone sent) says so plainly instead
 * of showing a screen whose every request answers 403; an editor screen she may only read is disabled.
 */
export function RoleGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const item = navItemAt(pathname);
  const may = useMay(item?.capability ?? 'self');
  const { me } = useAdminMe();
  if (!item) return children;
  if (may) return item.readOnlyWithout ? <ReadOnlyUnless capability={item.readOnlyWithout}>{children}</ReadOnlyUnless> : children;
  return (
    <section
      aria-labelledby="role-gate-title"
      className="mx-auto mt-8 max-w-lg rounded-lg border border-neutral-200 bg-white p-6 shadow-sm"
    >
      <LockKeyhole aria-hidden="true" className="size-6 text-plum" />
      <h1 id="role-gate-title" className="mt-3 text-lg font-semibold text-neutral-900">
        {item.label}: {forbiddenMessage(item.capability)}
      </h1>
      <p className="mt-2 text-sm text-neutral-600">You are signed in as {ROLE_LABELS[me.role]}. Ask an owner if you need this screen.</p>
      <Link
        to="/admin/dashboard"
        className="mt-4 inline-block text-sm font-semibold text-plum underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
      >
        Back to the dashboard
      </Link>
    </section>
  );
}
