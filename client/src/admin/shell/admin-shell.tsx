import { useEffect, useState, type CSSProperties } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { CircleUserRound } from 'lucide-react';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '@pageant/common';
import { checkAdmin } from '@/api/auth';
import { setUnauthorizedHandler } from '@/api/http';
import { FullPageSpinner } from '../shared/full-page-spinner';
import { AdminSidebar } from './admin-sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

const LOGIN = '/admin/login';

export default function AdminShell() {
  const navigate = useNavigate();
  const [username, setUsername] = useState<string | null>(null);
  const { collapsed, setCollapsed } = useSidebarCollapsed();

  useEffect(() => {
    const ac = new AbortController();
    checkAdmin(ac.signal)
      .then((res) => setUsername(res.username ?? ''))
      .catch(() => {
        if (!ac.signal.aborted) navigate(LOGIN, { replace: true });
      });
    return () => ac.abort();
  }, [navigate]);

  useEffect(() => {
    setUnauthorizedHandler(() => navigate(LOGIN, { replace: true }));
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  if (username === null) return <FullPageSpinner label="Checking your session…" />;

  const width = collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX;

  return (
    <div className="min-h-dvh bg-neutral-50 font-sans text-neutral-900">
      <AdminSidebar collapsed={collapsed} setCollapsed={setCollapsed} />
      {!collapsed && (
        // Phones only: the expanded sidebar overlays the page, tapping outside folds it away.
        <div aria-hidden="true" onClick={() => setCollapsed(true)} className="fixed inset-0 z-30 bg-neutral-900/30 md:hidden" />
      )}
      <div
        style={{ '--sidebar-min': `${SIDEBAR_COLLAPSED_PX}px`, '--sidebar-w': `${width}px` } as CSSProperties}
        className="pl-(--sidebar-min) transition-[padding] duration-200 motion-reduce:transition-none md:pl-(--sidebar-w)"
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
          <Outlet />
        </main>
      </div>
    </div>
  );
}
