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
  Vote,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/candidates', label: 'Candidates', icon: Users },
  { to: '/admin/votes', label: 'Votes', icon: Vote },
  { to: '/admin/registrations', label: 'Registrations', icon: ClipboardList },
  { to: '/admin/competionpage', label: 'Competition Page', icon: Trophy },
  { to: '/admin/ngo-contents', label: 'NGO Contents', icon: HeartHandshake },
  { to: '/admin/csr-drives', label: 'Charity drives', icon: HandCoins },
  { to: '/admin/payments', label: 'Payments', icon: IndianRupee },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
  { to: '/admin/backups', label: 'Backups', icon: DatabaseBackup },
  { to: '/admin/account', label: 'My account', icon: ShieldCheck },
];

export const VIEW_SITE: AdminNavItem = { to: '/', label: 'View site', icon: Globe };
