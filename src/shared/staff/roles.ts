/** The staff roles, each allowed what the one before it may do and more. */
export const STAFF_ROLES = ['viewer', 'analyst', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What each call of the console needs, as the lowest role that may do it: the one table of who may do what, read
 * by every route of the server (`requireRole`), by the console to show only what a role may use, and by the table of
 * docs/credit-department.md#roles.
 */
const LOWEST_ROLE = {
  readQueue: 'viewer',
  readApplication: 'viewer',
  download: 'viewer',
  // Uploaded tax-exemption certificates: raw PDFs of the applicant's, beyond what a viewer needs to follow the queue.
  downloadCertificate: 'analyst',
  addNote: 'analyst',
  assign: 'analyst',
  requestChanges: 'analyst',
  remindReference: 'analyst',
  recordReasonsRequest: 'analyst',
  decide: 'manager',
  reveal: 'manager',
  clearScreeningHit: 'manager',
  readAudit: 'manager',
  exportApproved: 'manager',
  holdRecords: 'manager',
  manageStaff: 'admin',
  readWholeTrail: 'admin',
} as const satisfies Record<string, StaffRole>;

export type StaffPermission = keyof typeof LOWEST_ROLE;

/** Whether `role` may do `permission`. */
export function mayDo(role: StaffRole, permission: StaffPermission): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(LOWEST_ROLE[permission]);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}
