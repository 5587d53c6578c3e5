/**
 * How large a request body may be, checked by Fastify before it parses anything: a `Content-Length` above the
 * limit is answered 413 `PAYLOAD_TOO_LARGE` at once, and a body sent without one is cut off when it grows past.
 *
 * Every JSON body of the API is small: the largest, 20 additional locations at their longest, stays far below
 * 128 KB even with every character outside ASCII. Only the submission carries images (a PNG signature of at most
 * 200 KB per applicant, base64-encoded, two applicants), so its route raises its own limit. Uploads are multipart
 * streams: Busboy's per-file and per-request limits bound them instead (uploads/routes/tax-form-routes.ts).
 */
export const JSON_BODY_LIMIT_BYTES = 128 * 1024;

/** `PUT /api/v1/terms`: two signatures of up to 273,100 characters each (200 KB of PNG), and the rest. */
export const SUBMISSION_BODY_LIMIT_BYTES = 640 * 1024;
