import { auditArea } from '@pageant/common/content/audit';

/** What staff call each part of the site; an area recorded later without a name here is shown as written. */
const AREAS: Record<string, string> = {
  auth: 'Sign-in',
  home_image: 'Home banners',
  home_brand: 'Home brands',
  sponsor: 'Sponsor logos',
  csr: 'CSR slides',
  testimonial: 'Testimonials',
  team: 'Team',
  media: 'Media',
  ngo: 'NGO content',
  competition_page: 'Competition page',
  candidate: 'Candidates',
  registration: 'Registrations',
  payments: 'Payments',
  event: 'Event',
  backup: 'Backups',
  cheer: 'Cheers',
};

const VERBS: Record<string, string> = {
  login: 'signed in',
  login_failed: 'failed sign-in',
  logout: 'signed out',
  admin_created: 'admin created',
  password_reset: 'password reset',
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  reorder: 'reordered',
  upload: 'uploaded',
  reconcile: 'reconciliation run',
  export: 'CSV export',
  refund: 'refund',
  stage: 'stage changed',
  on_voting_page: 'put on the voting page',
  download: 'downloaded',
  hide: 'hidden',
  show: 'shown again',
};

const words = (s: string) => s.replace(/[_-]+/gu, ' ').trim();

export const areaLabel = (area: string): string => AREAS[area] ?? words(area).replace(/^\w/u, (c) => c.toUpperCase());

/** `sponsor.update` -> "Sponsor logos: changed". */
export function actionLabel(action: string): string {
  const area = auditArea(action);
  const verb = action.slice(area.length + 1);
  return verb ? `${areaLabel(area)}: ${VERBS[verb] ?? words(verb)}` : areaLabel(area);
}

export type ActionTone = 'alert' | 'remove' | 'neutral';

/** Failed sign-ins stand out; deletions and refunds are marked; everything else is quiet. */
export function actionTone(action: string): ActionTone {
  if (action.endsWith('.login_failed')) return 'alert';
  if (action.endsWith('.delete') || action.endsWith('.refund')) return 'remove';
  return 'neutral';
}

/** The action filter's options: per area, "all of it" first, then each recorded action. */
export function actionGroups(actions: readonly string[]): { area: string; label: string; actions: string[] }[] {
  const byArea = new Map<string, string[]>();
  for (const action of actions) {
    const area = auditArea(action);
    byArea.set(area, [...(byArea.get(area) ?? []), action]);
  }
  return [...byArea.entries()]
    .map(([area, list]) => ({ area, label: areaLabel(area), actions: list }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
