import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { MSG, SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '@pageant/common';
import { logout } from '@/api/auth';
import { ApiError } from '@/api/http';
import { AdminWordmark } from '../shared/admin-wordmark';
import { InlineSpinner as Spinner } from '@/components/spinner';
import type { AdminRole } from '@pageant/common/content/admin-roles';
import { navFor, VIEW_SITE, type AdminNavItem } from './admin-nav';
import { usePhoneDrawer } from './use-phone-drawer';

const NAV_ID = 'admin-sidebar-nav';
const SIDEBAR_ID = 'admin-sidebar';
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum';
const itemBase = `flex h-10 items-center gap-3 rounded-md px-3 text-sm transition-colors ${focusRing}`;

interface Props {
  /** Issue #34: only the screens her role may open are offered. */
  role: AdminRole;
  collapsed: boolean;
  setCollapsed: (next: boolean) => void;
}

export function AdminSidebar({ role, collapsed: railCollapsed, setCollapsed }: Props) {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  // Below 768 px there is no rail: a menu button opens the whole sidebar as a drawer, words and all.
  const drawer = usePhoneDrawer();
  const collapsed = drawer.phone ? false : railCollapsed;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (drawer.open) asideRef.current?.querySelector<HTMLElement>(`#${NAV_ID} a`)?.focus();
  }, [drawer.open]);

  const closeDrawer = () => {
    drawer.setOpen(false);
    menuButtonRef.current?.focus();
  };
  const onDrawerKeyDown = (e: KeyboardEvent) => {
    if (drawer.open && e.key === 'Escape') {
      e.preventDefault();
      closeDrawer();
    }
  };
  // A tap on the screen already shown changes no address, so the drawer is closed here too.
  const closeOnMobile = () => drawer.setOpen(false);

  async function onLogout() {
    setLoggingOut(true);
    try {
      await logout();
      notify.success(MSG.logoutSuccess);
      navigate('/admin/login', { replace: true });
    } catch (err) {
      setLoggingOut(false);
      // A 401 means the session is already gone; the shell's unauthorized handler has redirected.
      if (err instanceof ApiError && err.status === 401) return;
      notify.error(MSG.logoutFailed);
    }
  }

  const renderItem = ({ to, label, icon: Icon }: AdminNavItem, end = false) => (
    <NavLink
      key={to}
      to={to}
      end={end}
      onClick={closeOnMobile}
      title={collapsed ? label : undefined}
      aria-label={collapsed ? label : undefined}
      className={({ isActive }) =>
        `${itemBase} ${isActive ? 'bg-plum/10 font-semibold text-plum' : 'text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900'}`
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
    </NavLink>
  );

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        onClick={() => drawer.setOpen(!drawer.open)}
        aria-label="Menu"
        aria-expanded={drawer.open}
        aria-controls={SIDEBAR_ID}
        className={`fixed top-1.5 left-2 z-30 inline-flex size-11 items-center justify-center rounded-md text-plum hover:bg-neutral-100 md:hidden ${focusRing}`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {drawer.open && <div aria-hidden="true" onClick={closeDrawer} className="fixed inset-0 z-30 bg-neutral-900/30 md:hidden" />}
      <aside
        ref={asideRef}
        id={SIDEBAR_ID}
        aria-label="Admin menu"
        onKeyDown={onDrawerKeyDown}
        style={{ width: collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX }}
        className={`fixed inset-y-0 left-0 z-40 flex-col border-r border-neutral-200 bg-white transition-[width] duration-200 motion-reduce:transition-none ${
          drawer.phone && !drawer.open ? 'hidden' : 'flex'
        }`}
      >
        <div
          className={`flex h-14 items-center border-b border-neutral-200 px-3 text-plum ${collapsed ? 'justify-center' : 'justify-between'}`}
        >
          {!collapsed && <AdminWordmark />}
          {drawer.phone ? (
            <button
              type="button"
              onClick={closeDrawer}
              aria-label="Close menu"
              className={`inline-flex size-11 items-center justify-center rounded-md text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : (
            <button
              type="button"
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              aria-controls={NAV_ID}
              className={`rounded-md p-2 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 ${focusRing}`}
            >
              {collapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-5" />
              )}
            </button>
          )}
        </div>

        <nav id={NAV_ID} aria-label="Admin" className="flex flex-1 flex-col gap-1 overflow-y-auto overflow-x-hidden p-2">
          {navFor(role).map((item) => renderItem(item))}
          <div className="my-2 border-t border-neutral-200" />
          {renderItem(VIEW_SITE, true)}
        </nav>

        <div className="border-t border-neutral-200 p-2">
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            title={collapsed ? 'Logout' : undefined}
            className={`${itemBase} w-full text-neutral-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-60`}
          >
            {loggingOut ? <Spinner className="size-5 shrink-0" /> : <LogOut aria-hidden="true" className="size-5 shrink-0" />}
            <span className={collapsed ? 'sr-only' : ''}>Logout</span>
          </button>
        </div>
      </aside>
    </>
  );
}
