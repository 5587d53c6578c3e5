import type { FastifyInstance } from 'fastify';
import { accountInfo, businessInfo, owner } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, createUser, type TestUser } from '../../../scripts/lib/credit-app/support.ts';

/** A real 1×1 PNG, as a signature pad's data URL. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** An applicant who went through the whole journey through the API and submitted; answers the Application ID. */
export async function submitApplication(
  app: FastifyInstance,
  options: { companyName?: string; language?: string; certificate?: Buffer } = {},
): Promise<{ user: TestUser; applicationId: string; applicantIds: string[] }> {
  const user = await createUser(app, options.language ?? 'en');
  const api = as(app, user);
  const identity = {
    firstName: 'Ann',
    lastName: 'Owner',
    ssn: '123459999',
    addressLine1: '5 Oak St',
    addressCity: 'Springfield',
    addressState: 'MO',
    addressZip: '65803',
    dateOfBirth: '1970-05-17',
  };
  await api.put('/kbvapplicants', identity);
  await api.post('/kbvapplicants/kbv', undefined);
  await api.put('/business-info', { ...businessInfo, companyName: options.companyName ?? businessInfo.companyName });
  const applicantIds = ((await api.put('/applicants', [owner])).json() as Array<{ id: string }>).map((a) => a.id);
  await api.put('/account-info', accountInfo);
  if (options.certificate) {
    const body = new FormData();
    body.append('files', new Blob([new Uint8Array(options.certificate)], { type: 'application/pdf' }), 'MO 149.pdf');
    const uploaded = await api.post('/taxExemption', body);
    if (uploaded.statusCode !== 201) throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  }
  const submitted = await api.put('/terms', {
    terms: true,
    generalTerms: true,
    personalGuarantee: true,
    applicants: applicantIds.map((applicantId) => ({ applicantId, signature: SIGNATURE })),
  });
  if (submitted.statusCode !== 200) throw new Error(`submit answered ${submitted.statusCode}: ${submitted.body}`);
  return { user, applicationId: submitted.json().applicationId, applicantIds };
}
