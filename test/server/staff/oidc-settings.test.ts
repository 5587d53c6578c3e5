import { describe, expect, it } from 'vitest';
import { validateEnvironment } from '../../../src/server/config/validate-environment.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { highestMappedRole, roleMapOf } from '../../../src/server/staff/oidc/oidc-settings.ts';

/** A provider's settings that the schema accepts; each case changes one thing. */
const PROVIDER = {
  STAFF_OIDC_ISSUER: 'https://company.okta.com/oauth2/default',
  STAFF_OIDC_CLIENT_ID: 'credit-console',
  STAFF_OIDC_CLIENT_SECRET: 'a-client-secret',
  STAFF_OIDC_ROLE_MAP: 'credit-analysts=analyst,credit-managers=manager',
};

describe('STAFF_OIDC_ROLE_MAP', () => {
  it.each([
    [
      'a=viewer, b = manager ',
      [
        ['a', 'viewer'],
        ['b', 'manager'],
      ],
    ],
    ['group=with=equals=admin', [['group=with=equals', 'admin']]],
    [
      '{"Credit, managers": "manager", "Credit analysts": "analyst"}',
      [
        ['Credit, managers', 'manager'],
        ['Credit analysts', 'analyst'],
      ],
    ],
  ])('reads %j', (text, pairs) => {
    expect([...roleMapOf(text)!]).toEqual(pairs);
  });

  it.each([
    '',
    'a=boss',
    'a=viewer,a=admin',
    'a=viewer,',
    'just-a-group',
    '=viewer',
    '{"a": 1}',
    '["a"]',
    '{"a": "viewer"',
  ])('refuses %j', (text) => {
    expect(roleMapOf(text)).toBeUndefined();
  });

  it('gives the highest role any of the groups maps to, none for no mapped group', () => {
    const map = roleMapOf('v=viewer,m=manager,a=analyst')!;
    expect(highestMappedRole(['other', 'a', 'm', 'v'], map)).toBe('manager');
    expect(highestMappedRole(['v'], map)).toBe('viewer');
    expect(highestMappedRole(['other'], map)).toBeUndefined();
    expect(highestMappedRole([], map)).toBeUndefined();
  });
});

describe('the STAFF_OIDC_ variables', () => {
  it('are off when unset, and read into settings with the scopes and claim defaults when set', () => {
    const base = {
      DATABASE_URL: 'sqlite::memory:',
      JWT_SECRET: 'x'.repeat(32),
      DATA_KEY: Buffer.alloc(32).toString('base64'),
    };
    expect(loadConfig(base).staffOidc).toBeUndefined();
    expect(loadConfig({ ...base, ...PROVIDER }).staffOidc).toEqual({
      issuer: PROVIDER.STAFF_OIDC_ISSUER,
      clientId: 'credit-console',
      clientSecret: 'a-client-secret',
      roleMap: new Map([
        ['credit-analysts', 'analyst'],
        ['credit-managers', 'manager'],
      ]),
      scopes: 'openid email profile groups',
      groupsClaim: 'groups',
    });
  });

  it.each([
    [{ STAFF_OIDC_ISSUER: undefined }, 'STAFF_OIDC_ISSUER must be set with the other STAFF_OIDC_ variables'],
    [{ STAFF_OIDC_CLIENT_SECRET: undefined }, 'STAFF_OIDC_CLIENT_SECRET must be set with the other'],
    [
      { STAFF_OIDC_ISSUER: 'http://idp.example.com' },
      'STAFF_OIDC_ISSUER must be an https:// URL (http:// only on localhost)',
    ],
    [{ STAFF_OIDC_ISSUER: 'https://idp.example.com/?tenant=1' }, 'STAFF_OIDC_ISSUER must be an https:// URL'],
    [{ STAFF_OIDC_ROLE_MAP: 'analysts=boss' }, 'STAFF_OIDC_ROLE_MAP must map at least one group to a role'],
    [{ STAFF_OIDC_SCOPES: 'email groups' }, 'STAFF_OIDC_SCOPES must be space-separated scopes including openid'],
  ])('refuse %j, saying why', (change, problem) => {
    const { problems } = validateEnvironment({ ...PROVIDER, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('take plain HTTP only for a provider on this machine, and never quote the client secret', () => {
    expect(validateEnvironment({ ...PROVIDER, STAFF_OIDC_ISSUER: 'http://127.0.0.1:4000' }).problems).toEqual([]);
    expect(validateEnvironment({ ...PROVIDER, STAFF_OIDC_ISSUER: 'http://localhost:4000/realms/x' }).problems).toEqual(
      [],
    );
    const { problems } = validateEnvironment({ STAFF_OIDC_CLIENT_SECRET: 'the-secret-itself' });
    expect(problems.join('\n')).not.toContain('the-secret-itself');
  });
});
