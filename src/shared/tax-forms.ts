/**
 * Tax-exemption form uploads (`/api/v1/taxExemption`): what the API lists, and the limits the browser checks
 * before sending a file and the server enforces on what arrives.
 */
export interface TaxForm {
  id: string;
  fileName: string;
}

/** At most 10 MB per file. */
export const TAX_FORM_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many forms per user, so one account cannot fill the disk. */
export const TAX_FORMS_MAX_COUNT = 10;
/** At most this many bytes of forms per user in all: a few certificates, not ten of the largest. */
export const TAX_FORMS_MAX_TOTAL_BYTES = 25 * 1024 * 1024;
/** The multipart field the files travel in (docs/decisions/0006-product-rules.md#api). */
export const TAX_FORM_FIELD = 'files';
