import { STAFF_ROLES } from './auth/roles.ts';

/**
 * The console's request schemas that are not forms an analyst edits (the decision is: schemas/staff/). Shared
 * definitions are referred to relative to the schemas folder, as the app's validator compiler reads them.
 */
const email = { $ref: 'common/definitions.json#/definitions/email' };
const password = { $ref: 'common/definitions.json#/definitions/password' };
/** Application IDs as submission makes them (`TCA-7K4M-9QXP`), in any case. */
const applicationId = { type: 'string', pattern: '^[A-Za-z]{3}-[0-9A-Za-z]{4}-[0-9A-Za-z]{4}$' };
const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' };
const shortText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' });

export const setPasswordQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 100 } },
  required: ['token'],
};
export const setPasswordBody = { type: 'object', properties: { password }, required: ['password'] };
export const loginBody = {
  type: 'object',
  properties: { email, password: { type: 'string', maxLength: 100 }, otp: { type: 'string', maxLength: 10 } },
  required: ['email', 'password', 'otp'],
};

export const newStaffBody = {
  type: 'object',
  properties: { email, role: { enum: STAFF_ROLES } },
  required: ['email', 'role'],
  additionalProperties: false,
};
export const staffChangeBody = {
  type: 'object',
  properties: { role: { enum: STAFF_ROLES }, disabled: { type: 'boolean' } },
  minProperties: 1,
  additionalProperties: false,
};
export const staffIdParams = { type: 'object', properties: { staffId: uuid }, required: ['staffId'] };

export const queueQuery = {
  type: 'object',
  properties: {
    status: { enum: ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DECLINED', 'CHANGES_REQUESTED'] },
    state: { type: 'string', pattern: '^[A-Z]{2}$' },
    paymentOption: { type: 'string', pattern: '^[A-Z_]{1,40}$' },
    submittedFrom: { type: 'string', format: 'date' },
    submittedTo: { type: 'string', format: 'date' },
    assignee: { anyOf: [uuid, { const: 'me' }, { const: 'none' }] },
    q: { type: 'string', maxLength: 100 },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  },
  additionalProperties: false,
};

export const applicationParams = {
  type: 'object',
  properties: { applicationId },
  required: ['applicationId'],
};
export const documentParams = {
  type: 'object',
  properties: { applicationId, docId: uuid },
  required: ['applicationId', 'docId'],
};
export const revealBody = { type: 'object', properties: { reason: shortText(500) }, required: ['reason'] };
export const noteBody = { type: 'object', properties: { text: shortText(4000) }, required: ['text'] };
export const assignBody = {
  type: 'object',
  properties: { staffId: { anyOf: [uuid, { type: 'null' }] } },
  required: ['staffId'],
};
