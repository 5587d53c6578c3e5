/** The request shapes of the signing routes (contract section 9). */

/** `POST /api/v1/signing-requests`: the applicant (of the sender's application) to ask for a signature. */
export const CREATE_BODY = {
  type: 'object',
  required: ['applicantId'],
  additionalProperties: false,
  properties: { applicantId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** `DELETE /api/v1/signing-requests/{id}`. */
export const REQUEST_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/**
 * `/api/v1/signing/{token}`: any text up to a length; whether it is one of our tokens is the service's question, so
 * every wrong token gets the same 404 rather than a 400 for some shapes.
 */
export const TOKEN_PARAMS = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

/**
 * `PUT /api/v1/signing/{token}`: the two agreements the submit step requires, the personal guaranty (ticked or not),
 * the consent to sign electronically and the signature, a PNG data URL of the submit step's limits. Messages are the
 * submit step's keys, so both forms speak alike.
 */
export const SIGN_BODY = {
  type: 'object',
  required: ['terms', 'generalTerms', 'consent', 'signature'],
  properties: {
    terms: { type: 'boolean', const: true, errorMessage: { const: 'errors.terms' } },
    generalTerms: { type: 'boolean', const: true, errorMessage: { const: 'errors.terms' } },
    personalGuarantee: { type: 'boolean' },
    consent: { type: 'boolean', const: true, errorMessage: { const: 'signer.consentRequired' } },
    signature: {
      type: 'string',
      pattern: '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$',
      maxLength: 273100,
      errorMessage: { pattern: 'errors.signature', maxLength: 'errors.signatureTooLarge' },
    },
  },
  errorMessage: {
    required: {
      terms: 'errors.terms',
      generalTerms: 'errors.terms',
      consent: 'signer.consentRequired',
      signature: 'errors.signature',
    },
  },
} as const;
