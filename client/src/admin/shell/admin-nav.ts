import {
  ClipboardList,
  DatabaseBackup,
  HandCoins,
  Globe,
  HeartHandshake,
  IndianRupee,
  LayoutDashboard,
  ScrollText,
  ShieldCheck,
  Trophy,
  Users,
  UsersRound,
  Vote,
  type LucideIcon,
} from 'lucide-react';
import { roleMay, type AdminRole, type Capability } from '@pageant/common/content/admin-roles';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Issue #34: what the screen needs to be opened (its writes may need more, see useMay). */
  capability: Capability;
  /** A screen that is one editor: shown read-only (every control disabled) to a role without this. */
  readOnlyWithout?: Capability;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard, capability: 'content.read' },
  { to: '/admin/candidates', label: 'Candidates', icon: Users, capability: 'content.read' },
  { to: '/admin/votes', label: 'Votes', icon: Vote, capability: 'money' },
  { to: '/admin/registrations', label: 'Registrations', icon: ClipboardList, capability: 'registrations.read' },
  { to: '/admin/competionpage', label: 'Competition Page', icon: Trophy, capability: 'content.read', readOnlyWithout: 'content.write' },
  { to: '/admin/ngo-contents', label: 'NGO Contents', icon: HeartHandshake, capability: 'content.read', readOnlyWithout: 'content.write' },
  { to: '/admin/csr-drives', label: 'Charity drives', icon: HandCoins, capability: 'content.read' },
  { to: '/admin/payments', label: 'Payments', icon: IndianRupee, capability: 'money' },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText, capability: 'audit' },
  { to: '/admin/backups', label: 'Backups', icon: DatabaseBackup, capability: 'backups' },
  { to: '/admin/team', label: 'Team', icon: UsersRound, capability: 'accounts' },
  { to: '/admin/account', label: 'My account', icon: ShieldCheck, capability: 'self' },
];

export const VIEW_SITE: AdminNavItem = { to: '/', label: 'View site', icon: Globe, capability: 'self' };

/** The sidebar's items for her role: a screen she may not open is not offered. */
export const navFor = (role: AdminRole) => ADMIN_NAV.filter((item) => roleMay(role, item.capability));

/** The nav item a path belongs to (its screen or a page under it), for the screen's role check. */
export const navItemAt = (pathname: string) => ADMIN_NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
