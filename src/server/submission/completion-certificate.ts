import { PDFDocument } from 'pdf-lib';
import brand from '../../shared/brand.json' with { type: 'json' };
import type { PaperEdition } from '../pdf/paper-source.ts';
import { embedPaperFonts } from '../pdf/pdf-fonts.ts';
import { hexColor, PdfWriter } from '../pdf/pdf-writer.ts';
import { BODY, SMALL } from '../pdf/state-block.ts';
import type { SignerEvidence } from './signer-evidence.ts';
import { sha256Of } from './submission-versions.ts';

/** A signer as the certificate names them: the evidence, or only the name for a signature older than evidence. */
export type CertifiedSigner = { name: string; evidence: SignerEvidence | null };

/** One signer's block: name, identity method and result, consent, the three times, address and browser. */
function drawSigner(w: PdfWriter, t: PaperEdition['t'], { name, evidence }: CertifiedSigner): void {
  w.ensure(110);
  w.subheading(name, 90);
  if (!evidence) {
    w.paragraph(t('submission.certificate.notRecorded'), BODY, { after: 8 });
    return;
  }
  const none = t('submission.certificate.none');
  const lines = [
    t('submission.certificate.channel', { channel: t(`submission.certificate.channels.${evidence.channel}`) }),
    t('submission.certificate.identity', {
      method: t(`submission.certificate.methods.${evidence.identityMethod}`),
      result: t(`submission.certificate.results.${evidence.identityResult}`),
    }),
    t('submission.certificate.consent', { at: evidence.consentedAt }),
    t('submission.certificate.sent', { at: evidence.sentAt ?? none }),
    t('submission.certificate.opened', { at: evidence.openedAt ?? none }),
    t('submission.certificate.signed', { at: evidence.signedAt }),
    t('submission.certificate.address', { ip: evidence.ip }),
    t('submission.certificate.browser', { userAgent: evidence.userAgent || none }),
  ];
  for (const line of lines) w.paragraph(line, BODY, { after: 1 });
  w.y -= 8;
}

/**
 * Appends the certificate of completion to the application's pages (contract section 9): the SHA-256 of those pages
 * as rendered (`application`, the PDF before the certificate), then each signer's evidence, in the application's
 * language. The application pages are copied unchanged; the certificate starts on a page of its own.
 */
export async function appendCompletionCertificate(
  edition: PaperEdition,
  application: Uint8Array,
  certificate: { applicationNumber: string; version: number; verifyUrl: string; signers: readonly CertifiedSigner[] },
): Promise<Uint8Array> {
  const { t } = edition;
  const doc = await PDFDocument.load(application);
  const w = new PdfWriter(doc, await embedPaperFonts(doc, 'CERT'), hexColor(brand.colors.primary));
  w.sectionBar(t('submission.certificate.title'));
  w.paragraph(
    t('submission.certificate.document', {
      applicationId: certificate.applicationNumber,
      version: certificate.version,
      pages: doc.getPageCount() - 1,
    }),
    BODY,
  );
  w.paragraph(t('submission.certificate.hash', { sha256: sha256Of(application) }), { ...BODY, weight: 'bold' });
  w.paragraph(t('submission.certificate.hashHow'), SMALL, { after: 10 });
  for (const signer of certificate.signers) drawSigner(w, t, signer);
  w.paragraph(t('submission.certificate.verify', { url: certificate.verifyUrl }), SMALL);
  return doc.save();
}
