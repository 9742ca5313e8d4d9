import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CircleUserRound } from 'lucide-react';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '@pageant/common';
import { checkAdmin } from '@/api/auth';
import type { AdminMe } from '@pageant/common/content/admin-accounts';
import { setSecondFactorRequiredHandler, setUnauthorizedHandler } from '@/api/http';
import { ACCOUNT_PATH, AdminMeContext, SECOND_FACTOR_PATH } from '../account/admin-me';
import { FullPageSpinner } from '../shared/full-page-spinner';
import { AdminSidebar } from './admin-sidebar';
import { RoleGate } from './role-gate';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

const LOGIN = '/admin/login';

export default function AdminShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [me, setMe] = useState<AdminMe | null>(null);
  const { collapsed, setCollapsed } = useSidebarCollapsed();

  useEffect(() => {
    const ac = new AbortController();
    checkAdmin(ac.signal)
      .then(setMe)
      .catch(() => {
        if (!ac.signal.aborted) navigate(LOGIN, { replace: true });
      });
    return () => ac.abort();
  }, [navigate]);

  const refresh = useCallback(async () => {
    setMe(await checkAdmin());
  }, []);
  const meState = useMemo(() => (me ? { me, refresh } : null), [me, refresh]);

  // Issue #34: the owner's policy holds her back until she has a second factor; every screen leads to My account.
  const mustSetUp = me?.mustSetUpSecondFactor === true;
  const heldBack = mustSetUp && pathname !== ACCOUNT_PATH;
  useEffect(() => {
    if (heldBack) navigate(SECOND_FACTOR_PATH, { replace: true });
  }, [heldBack, navigate]);

  useEffect(() => {
    setSecondFactorRequiredHandler(() => {
      setMe((m) => (m ? { ...m, mustSetUpSecondFactor: true } : m));
      navigate(SECOND_FACTOR_PATH, { replace: true });
    });
    return () => setSecondFactorRequiredHandler(null);
  }, [navigate]);

  useEffect(() => {
    setUnauthorizedHandler(() => navigate(LOGIN, { replace: true }));
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  if (meState === null || heldBack) return <FullPageSpinner label="Checking your session…" />;
  const username = meState.me.name ?? meState.me.username;

  const width = collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX;

  return (
    <div className="min-h-dvh bg-neutral-50 font-sans text-neutral-900">
      <AdminSidebar role={meState.me.role} collapsed={collapsed} setCollapsed={setCollapsed} />
      {/* Below 768 px the sidebar is a drawer over the page (admin-sidebar), so the page takes the whole width. */}
      <div
        style={{ '--sidebar-w': `${width}px` } as CSSProperties}
        className="transition-[padding] duration-200 motion-reduce:transition-none md:pl-(--sidebar-w)"
      >
        <header className="sticky top-0 z-20 flex h-14 items-center justify-end border-b border-neutral-200 bg-white/90 px-4 backdrop-blur md:px-6">
          <p className="flex items-center gap-2 text-sm text-neutral-600">
            <CircleUserRound aria-hidden="true" className="size-5 text-plum" />
            <span>
              Signed in as <strong className="font-semibold text-neutral-900">{username || 'admin'}</strong>
            </span>
          </p>
        </header>
        <main className="mx-auto max-w-7xl p-4 md:p-6">
          <AdminMeContext.Provider value={meState}>
            <RoleGate>
              <Outlet />
            </RoleGate>
          </AdminMeContext.Provider>
        </main>
      </div>
    </div>
  );
}
