import { ROLE_LABELS, type AdminRole } from '@pageant/common/content/admin-roles';

// Plum for those who may move money or change the team, calmer tones for the rest (BRAND.md admin chips).
const TONE: Record<AdminRole, string> = {
  owner: 'bg-plum text-white',
  manager: 'bg-plum/10 text-plum',
  finance: 'bg-amber-100 text-amber-900',
  editor: 'bg-neutral-100 text-neutral-700',
};

export function RoleChip({ role }: { role: AdminRole }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[role]}`}>{ROLE_LABELS[role]}</span>
  );
}

/** A small state label beside the role: second factor, disabled, pending. */
export function StateChip({ tone, children }: { tone: 'good' | 'warn' | 'off'; children: string }) {
  const cls = { good: 'bg-emerald-50 text-emerald-800', warn: 'bg-amber-50 text-amber-800', off: 'bg-red-50 text-red-700' }[tone];
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${cls}`}>{children}</span>;
}
