import definitions from '../../../schemas/common/definitions.json';
import type { DataOf } from '../schema-types.ts';
import { QUEUE_PAGE_SIZES, QUEUE_SORTS, QUEUE_VIEWS } from './queue.ts';
import { REVIEW_STATUSES } from './review-status.ts';
import { STAFF_ROLES } from './roles.ts';

/**
 * The console's request schemas that are not forms an analyst edits (the decision is: schemas/staff/). The server
 * validates with them and types its handlers from them; the console types its calls from them. Shared definitions
 * are referred to relative to the schemas folder, as the server's validator compiler reads them.
 */
const email = { $ref: 'common/definitions.json#/definitions/email' } as const;
const staffPassword = { $ref: 'common/definitions.json#/definitions/staffPassword' } as const;

/** How long a staff password may be, as the schema says: the set-password page words its help from it. */
export const STAFF_PASSWORD_LENGTH = {
  min: definitions.definitions.staffPassword.minLength,
  max: definitions.definitions.staffPassword.maxLength,
} as const;
/** Application IDs as submission makes them (`TCA-7K4M-9QXP`), in any case. */
const applicationId = { type: 'string', pattern: '^[A-Za-z]{3}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}$' } as const;
const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;
const shortText = <Max extends number>(maxLength: Max) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
/** A staff member's display name, as the console shows it ("Dana Ruiz"). */
const staffName = shortText(100);

export const setPasswordQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 100 } },
  required: ['token'],
} as const;
export const setPasswordBody = {
  type: 'object',
  properties: { password: staffPassword },
  required: ['password'],
} as const;
export const loginBody = {
  type: 'object',
  properties: {
    email,
    password: { type: 'string', maxLength: STAFF_PASSWORD_LENGTH.max },
    otp: { type: 'string', maxLength: 10 },
  },
  required: ['email', 'password', 'otp'],
} as const;

export const newStaffBody = {
  type: 'object',
  properties: { email, role: { enum: STAFF_ROLES }, name: staffName },
  required: ['email', 'role', 'name'],
  additionalProperties: false,
} as const;
export type NewStaffBody = DataOf<typeof newStaffBody>;

export const staffChangeBody = {
  type: 'object',
  properties: { role: { enum: STAFF_ROLES }, disabled: { type: 'boolean' }, name: staffName },
  minProperties: 1,
  additionalProperties: false,
} as const;
export type StaffChangeBody = DataOf<typeof staffChangeBody>;

export const staffIdParams = { type: 'object', properties: { staffId: uuid }, required: ['staffId'] } as const;

/** A queue page's boundary as `QueuePage.next` and `previous` give it: base64url, opaque to the console. */
const queueCursor = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,600}$' } as const;

export const queueQuery = {
  type: 'object',
  properties: {
    status: { enum: REVIEW_STATUSES },
    state: { type: 'string', pattern: '^[A-Z]{2}$' },
    paymentOption: { type: 'string', pattern: '^[A-Z_]{1,40}$' },
    submittedFrom: { type: 'string', format: 'date' },
    submittedTo: { type: 'string', format: 'date' },
    assignee: { anyOf: [uuid, { const: 'me' }, { const: 'none' }] },
    q: { type: 'string', maxLength: 100 },
    references: { enum: ['complete'] },
    view: { enum: QUEUE_VIEWS, default: 'open' },
    sort: { enum: QUEUE_SORTS, default: 'newest' },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    // A page's `next` or `previous` (QueuePage): the page after or before it, found in the index, not by counting;
    // `page` then only numbers it.
    after: queueCursor,
    before: queueCursor,
    pageSize: { type: 'integer', minimum: 1, maximum: Math.max(...QUEUE_PAGE_SIZES), default: QUEUE_PAGE_SIZES[0] },
  },
  additionalProperties: false,
} as const;
export type QueueQuery = DataOf<typeof queueQuery>;

export const applicationParams = {
  type: 'object',
  properties: { applicationId },
  required: ['applicationId'],
} as const;
export const documentParams = {
  type: 'object',
  properties: { applicationId, docId: uuid },
  required: ['applicationId', 'docId'],
} as const;
export const revealBody = { type: 'object', properties: { reason: shortText(500) }, required: ['reason'] } as const;
export const noteBody = { type: 'object', properties: { text: shortText(4000) }, required: ['text'] } as const;
export const assignBody = {
  type: 'object',
  properties: { staffId: { anyOf: [uuid, { type: 'null' }] } },
  required: ['staffId'],
} as const;

/** `GET /exports/approved.csv?approvedFrom=`: the approvals from that day on. */
export const exportQuery = {
  type: 'object',
  properties: { approvedFrom: { type: 'string', format: 'date' } },
  additionalProperties: false,
} as const;

/** `POST /applications/{applicationId}/screening/{hitId}/clear` `{ reason }` (contract section 11). */
export const screeningHitParams = {
  type: 'object',
  properties: { applicationId, hitId: uuid },
  required: ['applicationId', 'hitId'],
} as const;
export const clearHitBody = { type: 'object', properties: { reason: shortText(500) }, required: ['reason'] } as const;
