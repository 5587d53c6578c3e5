import type { FastifyInstance } from 'fastify';
import { type accountInfo, businessInfo, owner } from '../../../scripts/lib/credit-app/fixtures.ts';
import { as, type TestUser } from '../../../scripts/lib/credit-app/support.ts';
import { readySubmitter, submitBody } from '../submission/ready-submitter.ts';

/**
 * An applicant who went through the whole journey through the API and submitted; answers the Application ID. The
 * owners are `[owner]` and the account information `accountInfo` unless given.
 */
export async function submitApplication(
  app: FastifyInstance,
  options: {
    companyName?: string;
    language?: string;
    certificate?: Buffer;
    owners?: (typeof owner)[];
    account?: typeof accountInfo;
  } = {},
): Promise<{ user: TestUser; applicationId: string; applicantIds: string[] }> {
  const business = { ...businessInfo, companyName: options.companyName ?? businessInfo.companyName };
  const { user, ids: applicantIds } = await readySubmitter(app, options.owners ?? [owner], {
    language: options.language,
    business,
    account: options.account,
  });
  const api = as(app, user);
  if (options.certificate) {
    const body = new FormData();
    body.append('files', new Blob([new Uint8Array(options.certificate)], { type: 'application/pdf' }), 'MO 149.pdf');
    const uploaded = await api.post('/taxExemption', body);
    if (uploaded.statusCode !== 201) throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  }
  const submitted = await api.put('/terms', submitBody(applicantIds));
  if (submitted.statusCode !== 200) throw new Error(`submit answered ${submitted.statusCode}: ${submitted.body}`);
  return { user, applicationId: submitted.json().applicationId, applicantIds };
}
