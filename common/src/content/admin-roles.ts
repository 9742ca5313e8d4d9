/**
 * Issue #34: who may do what in the back office. The server enforces these on every admin route
 * (403 naming the roles that may); the admin UI reads the same table to show only what a role may use.
 * Zod-free, so the admin shell can import it without the schema library.
 */
export const ADMIN_ROLES = ['owner', 'manager', 'finance', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  finance: 'Finance',
  editor: 'Editor',
};

export const ROLE_SUMMARIES: Record<AdminRole, string> = {
  owner: 'Everything, including admin accounts and backups.',
  manager: 'Everything but admin accounts and backups.',
  finance: 'Payments, refunds, reports, exports, the votes ledger and the audit log; content read-only.',
  editor: 'Site content, candidates and the competition page; no money, no personal data, no event switch.',
};

/** Roles that move money: the owner may require a second factor of these. */
export const MONEY_ROLES: readonly AdminRole[] = ['owner', 'manager', 'finance'];

/**
 * What an admin route needs. Each admin route names exactly one capability; `content.read` is every
 * role (finance sees content read-only).
 */
export const CAPABILITY_ROLES = {
  /** Team screen: accounts, invitations, the security policy. */
  accounts: ['owner'],
  backups: ['owner'],
  /** The event switch, the voting schedule, the reveal and the season calendar. */
  event: ['owner', 'manager'],
  /** Payments, refunds, payment reports and exports, the votes ledger. */
  money: ['owner', 'manager', 'finance'],
  audit: ['owner', 'manager', 'finance'],
  /** Registrations with contestants' personal data: reading and exporting them. */
  'registrations.read': ['owner', 'manager', 'finance'],
  /** Shortlisting, declining, putting a registration on the voting page. */
  'registrations.act': ['owner', 'manager'],
  /** Site content, candidates, the competition page, CSR drives, media, cheers moderation. */
  'content.write': ['owner', 'manager', 'editor'],
  'content.read': ['owner', 'manager', 'finance', 'editor'],
  /** Her own session, password and second factor (My account, /check, logout): any signed-in admin. */
  self: ['owner', 'manager', 'finance', 'editor'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type Capability = keyof typeof CAPABILITY_ROLES;

export function roleMay(role: AdminRole, capability: Capability): boolean {
  return (CAPABILITY_ROLES[capability] as readonly AdminRole[]).includes(role);
}

/** The 403's sentence: names who may, so the admin knows whom to ask. */
export function forbiddenMessage(capability: Capability): string {
  const roles = (CAPABILITY_ROLES[capability] as readonly AdminRole[]).map((r) => ROLE_LABELS[r]);
  const who = roles.length === 1 ? roles[0] : `${roles.slice(0, -1).join(', ')} or ${roles[roles.length - 1]}`;
  return `This needs the ${who} role.`;
}
