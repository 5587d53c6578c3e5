import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { identityApplicant, owner } from '../../../scripts/lib/credit-app/fixtures.ts';
import { matchIdentity, type ComparedPerson } from '../../../src/server/staff/identity-check/match-identity.ts';
import { NO_QUESTIONS_IDENTITY } from '../submission/ready-submitter.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff } from './support.ts';

const verified: ComparedPerson = { firstName: 'José', lastName: 'Díaz', ssn: '512346789', dateOfBirth: '1970-05-17' };

describe('matchIdentity: the person verified on step 1 against the owners of step 3', () => {
  it.each([
    ['the same person, names in another case and accents', [{ ...verified, firstName: 'JOSE ', lastName: 'diaz' }], []],
    ['the second owner is the person', [{ ...verified, firstName: 'Ann', ssn: '111221111' }, verified], []],
    ['another name', [{ ...verified, firstName: 'Ann' }], ['name']],
    ['another birth date', [{ ...verified, dateOfBirth: '1971-05-17' }], ['dateOfBirth']],
    ['another SSN ending', [{ ...verified, ssn: '512341234' }], ['ssnLastFour']],
    ['no owner listed', [], ['name', 'dateOfBirth', 'ssnLastFour']],
  ])('%s', (_, owners, differences) => {
    const check = matchIdentity(verified, owners);
    expect(check.differences).toEqual(differences);
    expect(check.matches).toBe(differences.length === 0);
  });

  it('names the closest owner, with SSNs masked as ***-**-6789 only', () => {
    const check = matchIdentity(verified, [
      { firstName: 'Ann', lastName: 'Other', ssn: '999887777', dateOfBirth: '1980-01-01' },
      { ...verified, ssn: '512341234' },
    ]);
    expect(check).toEqual({
      matches: false,
      verified: { name: 'José Díaz', ssn: '***-**-6789' },
      owner: { name: 'José Díaz', ssn: '***-**-1234' },
      differences: ['ssnLastFour'],
    });
    expect(JSON.stringify(check)).not.toMatch(/5123|1970/);
  });
});

describeOnEachDatabase('the identity check in the detail and the queue on $name', (suite) => {
  let viewer: ReturnType<typeof asStaff>;
  beforeAll(async () => {
    await suite.app.ready();
    viewer = asStaff(suite.app, (await createStaff(suite.app, 'viewer')).tokens.access_token);
  });

  it('flags an owner who is not the verified person, and not one who is', async () => {
    // The tests' identity step verifies Ann Owner with an SSN ending 9999; the sample owner's ends 6789.
    expect(owner).toMatchObject({ firstName: identityApplicant.firstName, dateOfBirth: identityApplicant.dateOfBirth });
    const differing = await submitApplication(suite.app, { companyName: 'Mismatch Motors' });
    const same = await submitApplication(suite.app, {
      companyName: 'Match Motors',
      owners: [{ ...owner, ssn: NO_QUESTIONS_IDENTITY.ssn }],
    });

    const detail = (await viewer.get(`/applications/${differing.applicationId}`)).json();
    expect(detail.identityCheck).toEqual({
      matches: false,
      verified: { name: 'Ann Owner', ssn: '***-**-9999' },
      owner: { name: 'Ann Owner', ssn: '***-**-6789' },
      differences: ['ssnLastFour'],
    });
    expect((await viewer.get(`/applications/${same.applicationId}`)).json().identityCheck).toMatchObject({
      matches: true,
      differences: [],
    });

    const queue = (await viewer.get('/applications?q=m')).json() as { items: Array<Record<string, unknown>> };
    const flags = Object.fromEntries(queue.items.map((item) => [item.companyName, item.identityMismatch]));
    expect(flags).toMatchObject({ 'Mismatch Motors': true, 'Match Motors': false });
  });
});
