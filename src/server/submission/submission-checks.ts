import { isKbvFinished } from '../../shared/identity-status.ts';
import type { Translate } from '../../shared/field-errors.ts';
import { loadManifest } from '../../shared/form-files.ts';
import type { SubmitData } from '../../shared/generated/form-data.ts';
import type { ApplicantBody } from '../credit-app/applicant-secrets.ts';
import type { CreditAppView } from '../credit-app/credit-app-service.ts';
import type { ApplicantView } from '../identity/applicant-view.ts';
import { ProblemError } from '../errors/problem.ts';
import { decodeSignature, SIGNATURE_MESSAGES } from './signature-image.ts';

/** Whether a section holds saved data: an object, or a list with an entry. */
const isSaved = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined);

/**
 * Nothing is submitted before identity verification is finished and every step schemas/wizard.json marks
 * `requiredToSubmit` is saved (its first save holds data). The 409 names each missing step by its title, under
 * the step's key.
 */
export function requireSavedSteps(view: CreditAppView, identity: ApplicantView, t: Translate): void {
  const missing: Record<string, string> = {};
  const step = (key: string, title: string) => (missing[key] = t('submission.stepMissing', { step: t(title) }));
  for (const candidate of loadManifest().steps) {
    if (candidate.kind === 'identity' && !isKbvFinished(identity.kbvStatus)) step(candidate.key, candidate.title);
    const first = candidate.saves?.[0];
    if (candidate.requiredToSubmit && first && !isSaved(view[first.section])) step(candidate.key, candidate.title);
  }
  if (Object.keys(missing).length) throw new ProblemError(409, 'SUBMISSION_INCOMPLETE', { errors: missing });
}

/** What the inspection of a signature's pixels found; `unchecked` when it ran past its time and was stopped. */
export type PngInspection = 'decodes' | 'damaged' | 'unchecked';

/**
 * Every applicant of the application signs once, and each signature is a real PNG within the size limits (its
 * header is read here) whose pixel data `inspect` finds decoding (off the event loop). The 400 names the field of
 * each problem (`applicants.1.signature`), or `applicants` for a signer left out; a check stopped for time says so.
 * An applicant in `alreadySigned` (through a signing request, or in an earlier version that carries over) needs no
 * signature in the body.
 */
export async function checkedSignatures(
  body: SubmitData,
  applicants: readonly ApplicantBody[],
  t: Translate,
  inspect: (png: Buffer) => Promise<PngInspection>,
  alreadySigned: ReadonlySet<string> = new Set(),
): Promise<Array<{ applicantId: string; name: string; png: Buffer }>> {
  const errors: Record<string, string> = {};
  const byId = new Map(body.applicants.map((entry, index) => [entry.applicantId, { ...entry, index }]));
  const signed = applicants.map((applicant) => {
    const name = [applicant.firstName, applicant.lastName].filter(Boolean).join(' ');
    const entry = byId.get(String(applicant.id));
    if (!entry) {
      if (alreadySigned.has(String(applicant.id))) return undefined;
      errors.applicants = t('submission.signerMissing', { name });
      return undefined;
    }
    const decoded = decodeSignature(entry.signature);
    if ('problem' in decoded) {
      errors[`applicants.${entry.index}.signature`] = t(SIGNATURE_MESSAGES[decoded.problem]);
      return undefined;
    }
    return { applicantId: entry.applicantId, name, png: decoded.png, index: entry.index };
  });
  // Decoded only when every header passed: a refused request costs no decoding at all.
  if (!Object.keys(errors).length) {
    for (const entry of signed) {
      if (!entry) continue;
      const found = await inspect(entry.png);
      if (found !== 'decodes') errors[`applicants.${entry.index}.signature`] = t(SIGNATURE_MESSAGES[found]);
    }
  }
  body.applicants.forEach((entry, index) => {
    if (!applicants.some((applicant) => String(applicant.id) === entry.applicantId))
      errors[`applicants.${index}.applicantId`] = t('submission.unknownSigner');
  });
  if (Object.keys(errors).length) throw new ProblemError(400, 'VALIDATION_FAILED', { errors });
  return signed
    .filter((entry) => entry !== undefined)
    .map(({ applicantId, name, png }) => ({ applicantId, name, png }));
}
