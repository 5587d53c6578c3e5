import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessInfo, coOwner, owner, SIGNATURE } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, type TestUser } from '../../../scripts/lib/credit-app/support.ts';
import { xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { loadPaperSource } from '../../../src/server/pdf/paper-source.ts';
import { appendCompletionCertificate } from '../../../src/server/submission/completion-certificate.ts';
import type { SignatureGivenElsewhere } from '../../../src/server/submission/signer-evidence.ts';
import { sha256Of } from '../../../src/server/submission/submission-versions.ts';
import * as versionsMigration from '../../../src/server/db/migrations/0019-submission-versions.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { pdfText } from '../pdf/helpers/pdf-text.ts';
import { asStaff, createStaff } from '../staff/support.ts';
import { readySubmitter, submitBody } from './ready-submitter.ts';

const SIGNATURE_PNG = Buffer.from(SIGNATURE.split(',')[1], 'base64');

/** Bo Partner's signature given through a signing request, with its evidence, signed at `signedAt`. */
const linkSignature = (applicantId: string, signedAt: string): SignatureGivenElsewhere => ({
  applicantId,
  png: SIGNATURE_PNG,
  evidence: {
    applicantId,
    name: 'Bo Partner',
    channel: 'LINK',
    identityMethod: 'KBV',
    identityResult: 'VERIFIED',
    consentedAt: '2026-03-02T10:04:00.000Z',
    sentAt: '2026-03-01T09:00:00.000Z',
    openedAt: '2026-03-02T10:00:00.000Z',
    signedAt,
    ip: '203.0.113.9',
    userAgent: 'Phone Browser 1.0',
  },
});

describe('the certificate of completion', () => {
  it('states the SHA-256 of exactly the pages it is appended to, in the language of the edition', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const pages = await doc.save();
    const edition = loadPaperSource().editions.es;
    const signed = await appendCompletionCertificate(edition, pages, {
      applicationNumber: 'TCA-AAAA-BBBB',
      version: 2,
      verifyUrl: 'https://credit.example/verify',
      signers: [{ name: 'Ann Owner', evidence: null }],
    });
    const text = await pdfText(signed);
    expect(text).toContain('CERTIFICADO DE FINALIZACIÓN');
    expect(text).toContain(`SHA-256 de las páginas firmadas: ${sha256Of(pages)}`);
    expect(text).toContain('versión 2: páginas 1 a 1 de este archivo');
    expect(text).toContain('Ann Owner');
  });
});

describeOnEachDatabase('the signed record on $name', (suite) => {
  let analyst: ReturnType<typeof asStaff>;
  beforeAll(async () => {
    analyst = asStaff(suite.app, (await createStaff(suite.app, 'analyst')).tokens.access_token);
  });

  const versionsOf = async (applicationId: string) => {
    const answer = await analyst.get(`/applications/${applicationId}/versions`);
    expect(answer.statusCode).toBe(200);
    return answer.json().items as Array<{ version: number; submittedAt: string; sha256: string }>;
  };
  const pdfOf = async (applicationId: string, version: number) => {
    const answer = await analyst.get(`/applications/${applicationId}/versions/${version}/signed.pdf`);
    expect(answer.statusCode).toBe(200);
    return answer.rawPayload;
  };
  const verify = (payload: Buffer | string, contentType = 'application/pdf') =>
    suite.app.inject({
      method: 'POST',
      url: '/api/v1/verify',
      headers: { 'content-type': contentType, ...xsrfHeaders() },
      payload,
    });
  const requestChanges = async (applicationId: string, steps: string[]) =>
    expect(
      (
        await analyst.post(`/applications/${applicationId}/decision`, {
          decision: 'REQUEST_CHANGES',
          steps,
          message: 'Please correct it.',
        })
      ).statusCode,
    ).toBe(200);
  const submit = async (user: TestUser, body: unknown) => {
    const answer = await as(suite.app, user).put('/terms', body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().applicationId as string;
  };

  it('keeps version 1 whole after a request for changes to business information, carrying the guaranty', async () => {
    const { user, ids } = await readySubmitter(suite.app, [owner, coOwner]);
    const applicationId = await submit(user, submitBody(ids));
    const [first] = await versionsOf(applicationId);
    const firstPdf = await pdfOf(applicationId, 1);
    expect(first).toMatchObject({ version: 1, sha256: sha256Of(firstPdf) });

    await requestChanges(applicationId, ['businessInformation']);
    const fax = '417.555.0177';
    expect((await as(suite.app, user).put('/business-info', { ...businessInfo, fax })).statusCode).toBe(200);
    // Without the guaranty ticked and without signatures: what version 1 agreed and signed carries over.
    expect(await submit(user, submitBody([], { personalGuarantee: false }))).toBe(applicationId);

    const listed = await versionsOf(applicationId);
    expect(listed.map((item) => item.version)).toEqual([1, 2]);
    expect(listed[0]).toEqual(first);
    expect(Buffer.compare(await pdfOf(applicationId, 1), firstPdf)).toBe(0);
    const latest = await analyst.get(`/applications/${applicationId}/signed.pdf`);
    expect(sha256Of(latest.rawPayload)).toBe(listed[1].sha256);

    const [one, two] = await Promise.all(
      [1, 2].map(async (n) => (await analyst.get(`/applications/${applicationId}/versions/${n}`)).json()),
    );
    expect(one.sections.businessInformation.fax).toBe(businessInfo.fax);
    expect(two.sections.businessInformation.fax).toBe(fax);
    expect(two.agreements).toContainEqual(
      expect.objectContaining({ key: 'personalGuarantee', agreed: true, givenInVersion: 1 }),
    );
    expect(two.signers.map((signer: { givenInVersion: number }) => signer.givenInVersion)).toEqual([1, 1]);
    const text = await pdfText(latest.rawPayload);
    expect(text).toMatch(/Agreed: I agree to the personal guaranty/);
    expect((await analyst.get(`/applications/${applicationId}`)).json().terms.personalGuaranteeAgreed).toBe(true);
  });

  it('asks for signatures again when the request for changes reopened the submit step', async () => {
    const { user, ids } = await readySubmitter(suite.app, [owner]);
    const applicationId = await submit(user, submitBody(ids));
    await requestChanges(applicationId, ['submit']);
    const unsigned = await as(suite.app, user).put('/terms', submitBody([], { personalGuarantee: false }));
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().errors.applicants).toBe('Ann Owner has not signed.');
    await submit(user, submitBody(ids, { personalGuarantee: false }));
    const two = (await analyst.get(`/applications/${applicationId}/versions/2`)).json();
    expect(two.agreements).toContainEqual(
      expect.objectContaining({ key: 'personalGuarantee', agreed: false, givenInVersion: 2 }),
    );
    expect(two.signers).toEqual([expect.objectContaining({ name: 'Ann Owner', givenInVersion: 2 })]);
  });

  it('counts a link signature given before the last version only while the submit step stays closed', async () => {
    const { user, ids } = await readySubmitter(suite.app, [owner, coOwner]);
    const original = suite.app.signing.signaturesGivenElsewhere;
    // Bo Partner signed through a request before the first submit.
    suite.app.signing.signaturesGivenElsewhere = async () => [linkSignature(ids[1], '2026-03-02T10:05:00.000Z')];
    try {
      const applicationId = await submit(user, submitBody([ids[0]]));
      await requestChanges(applicationId, ['submit']);
      // Reopened for signing again, that signature belongs to version 1, not to the version being made.
      const again = await as(suite.app, user).put('/terms', submitBody([ids[0]]));
      expect(again.statusCode).toBe(400);
      expect(again.json().errors.applicants).toBe('Bo Partner has not signed.');
    } finally {
      suite.app.signing.signaturesGivenElsewhere = original;
    }
  });

  it('ends the PDF with a certificate naming each signer, how they signed, and the hash of the pages', async () => {
    const { user, ids } = await readySubmitter(suite.app, [owner, coOwner]);
    const elsewhere = linkSignature(ids[1], '2026-03-02T10:05:00.000Z');
    const original = suite.app.signing.signaturesGivenElsewhere;
    suite.app.signing.signaturesGivenElsewhere = async () => [elsewhere];
    let applicationId: string;
    try {
      // Only the owner signs on the screen: the co-owner signed through a signing request.
      applicationId = await submit(user, {
        ...submitBody([ids[0]]),
        electronicSignatureConsent: true,
      });
    } finally {
      suite.app.signing.signaturesGivenElsewhere = original;
    }
    const pdf = await pdfOf(applicationId, 1);
    const text = await pdfText(pdf);
    const certificate = text.slice(text.indexOf('CERTIFICATE OF COMPLETION'));
    expect(certificate).toContain('version 1: pages 1 to ');
    expect(certificate).toMatch(/SHA-256 of the pages signed: [0-9a-f]{64}/);
    expect(certificate).not.toContain(sha256Of(pdf));
    expect(certificate).toMatch(
      /Ann Owner Signed: on the screen of the person filling in the application Identity: knowledge-based questions built from the signer's own details, could not be checked Consent to sign electronically given: \S+ Signing request sent: none/,
    );
    expect(certificate).toContain(
      [
        "Bo Partner Signed: from the signer's own emailed link",
        "Identity: knowledge-based questions built from the signer's own details, verified",
        'Consent to sign electronically given: 2026-03-02T10:04:00.000Z',
        'Signing request sent: 2026-03-01T09:00:00.000Z',
        'Signing request opened: 2026-03-02T10:00:00.000Z',
        'Signed: 2026-03-02T10:05:00.000Z From address: 203.0.113.9 Browser: Phone Browser 1.0',
      ].join(' '),
    );
    expect(certificate).toMatch(/From address: 127\.0\.0\.1 Browser: lightMyRequest/);
  });

  it('verifies a PDF byte for byte: a version issued is valid, one byte changed or anything else is not', async () => {
    const { user, ids } = await readySubmitter(suite.app, [owner]);
    const applicationId = await submit(user, submitBody(ids));
    const pdf = await pdfOf(applicationId, 1);
    const [{ submittedAt }] = await versionsOf(applicationId);

    const genuine = await verify(pdf);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toEqual({ valid: true, applicationId, version: 1, signedAt: submittedAt });

    const changed = Buffer.from(pdf);
    changed[Math.floor(changed.length / 2)] ^= 1;
    for (const copy of [changed, Buffer.from('not a PDF at all'), Buffer.alloc(0)]) {
      const answer = await verify(copy);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ valid: false });
    }
    // Not a PDF, or too large to be one issued: refused or not valid, never a server error.
    for (const [payload, type] of [
      ['{"valid":true}', 'application/json'],
      ['{"valid":', 'application/json'],
      ['%PDF', 'text/plain'],
      [Buffer.alloc(6 * 1024 * 1024, 1), 'application/pdf'],
    ] as const) {
      const answer = await verify(payload, type);
      expect(answer.statusCode, type).toBeLessThan(500);
      if (answer.statusCode === 200) expect(answer.json()).toEqual({ valid: false });
      else expect(answer.statusCode, type).toBeGreaterThanOrEqual(400);
    }
    expect((await verify(Buffer.alloc(6 * 1024 * 1024, 1))).statusCode).toBe(413);
  });

  // Last: it rebuilds the versions tables, as the migration does on a database that had submissions before them.
  it('migration 0019 makes each earlier submission its version 1: its PDF, agreements and signatures', async () => {
    const { user, ids } = await readySubmitter(suite.app, [owner, coOwner]);
    const applicationId = await submit(user, submitBody(ids));
    const latest = (await analyst.get(`/applications/${applicationId}/signed.pdf`)).rawPayload;
    await suite.app.db.transaction().execute(async (trx) => {
      await versionsMigration.down(trx as never);
      await versionsMigration.up(trx as never);
    });
    expect(await versionsOf(applicationId)).toEqual([
      expect.objectContaining({ version: 1, sha256: sha256Of(latest) }),
    ]);
    const one = (await analyst.get(`/applications/${applicationId}/versions/1`)).json();
    expect(one.sections).toBeNull();
    expect(one.agreements).toContainEqual({
      key: 'personalGuarantee',
      id: suite.app.termsTexts.en.personalGuarantee.id,
      agreed: true,
      givenInVersion: 1,
    });
    expect(one.signers.map((signer: { name: string }) => signer.name).sort()).toEqual(['', '']);
    expect((await verify(latest)).json()).toMatchObject({ valid: true, applicationId, version: 1 });
  });
});
