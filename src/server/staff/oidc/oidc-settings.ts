import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../../shared/staff/roles.ts';

/** How the server signs staff in through the company's OpenID Connect provider (`STAFF_OIDC_*`). */
export interface StaffOidcSettings {
  /** The provider's issuer identifier; its metadata is read from `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Group name (as the provider's groups claim spells it) → the role it gives. */
  roleMap: ReadonlyMap<string, StaffRole>;
  /** The scopes asked for, space-separated. */
  scopes: string;
  /** The claim of the ID token (or of UserInfo) that lists the person's groups. */
  groupsClaim: string;
}

/** The four variables that switch sign-in through the provider on: all of them, or none. */
const REQUIRED_TOGETHER = [
  'STAFF_OIDC_ISSUER',
  'STAFF_OIDC_CLIENT_ID',
  'STAFF_OIDC_CLIENT_SECRET',
  'STAFF_OIDC_ROLE_MAP',
] as const;

/** Host names of this machine, where a provider tried out on one machine (or the tests') may speak plain HTTP. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the issuer may be reached over plain HTTP: only on this machine; anywhere else HTTPS is required. */
export function isLoopbackIssuer(issuer: string): boolean {
  return URL.canParse(issuer) && new URL(issuer).protocol === 'http:' && LOOPBACK_HOSTS.has(new URL(issuer).hostname);
}

/** `STAFF_OIDC_ISSUER`: an `https://` URL, or `http://` on this machine; no query or fragment (the spec forbids them). */
export function isIssuerUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'https:' || isLoopbackIssuer(text)) && url.search === '' && url.hash === '';
}

/**
 * `STAFF_OIDC_ROLE_MAP`: which provider group gives which role, either as `group=role` pairs separated by commas
 * (`credit-managers=manager, credit-analysts=analyst`; a group name may hold `=`, the role is after the last one)
 * or, for group names with commas, a JSON object (`{"Credit, managers": "manager"}`). Undefined when the text is
 * none of these, names an unknown role, names a group twice or maps no group at all.
 */
export function roleMapOf(text: string): Map<string, StaffRole> | undefined {
  const trimmed = text.trim();
  const pairs = trimmed.startsWith('{') ? jsonPairs(trimmed) : listPairs(trimmed);
  if (!pairs || pairs.length === 0) return undefined;
  const map = new Map<string, StaffRole>();
  for (const [group, role] of pairs) {
    if (!group || !isStaffRole(role) || map.has(group)) return undefined;
    map.set(group, role);
  }
  return map;
}

function listPairs(text: string): Array<[string, string]> {
  return text.split(',').map((pair) => {
    const at = pair.lastIndexOf('=');
    return at < 0 ? ['', ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
}

function jsonPairs(text: string): Array<[string, string]> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    return Object.entries(value).map(([group, role]) => [group.trim(), typeof role === 'string' ? role : '']);
  } catch {
    return undefined;
  }
}

/** The highest role any of `groups` maps to (roles rank as `STAFF_ROLES` lists them), or undefined for none. */
export function highestMappedRole(
  groups: readonly string[],
  roleMap: ReadonlyMap<string, StaffRole>,
): StaffRole | undefined {
  const ranks = groups.flatMap((group) => {
    const role = roleMap.get(group);
    return role ? [STAFF_ROLES.indexOf(role)] : [];
  });
  return ranks.length === 0 ? undefined : STAFF_ROLES[Math.max(...ranks)];
}

/**
 * The `STAFF_OIDC_*` variables of the environment schema. The issuer, client and role map switch sign-in through
 * the provider on and go together (`STAFF_OIDC_ENVIRONMENT_RULE`); scopes and the groups claim have defaults that fit
 * Okta and most providers (Microsoft Entra ID: `STAFF_OIDC_SCOPES=openid email profile`, groups in the ID token).
 */
export const STAFF_OIDC_ENVIRONMENT = {
  STAFF_OIDC_ISSUER: {
    type: 'string',
    format: 'oidc-issuer',
    description: "the company's OpenID Connect provider (issuer URL); unset: staff sign in with password and code only",
    errorMessage: 'must be an https:// URL (http:// only on localhost) without query or fragment',
  },
  STAFF_OIDC_CLIENT_ID: { type: 'string', description: "the console's client id at the provider" },
  STAFF_OIDC_CLIENT_SECRET: { type: 'string', writeOnly: true, description: "the console's client secret" },
  STAFF_OIDC_ROLE_MAP: {
    type: 'string',
    format: 'oidc-role-map',
    description: 'which provider group gives which role: group=role,group=role or a JSON object',
    errorMessage:
      `must map at least one group to a role (${STAFF_ROLES.join(', ')}), each group once: ` +
      'group=role,group=role or {"group": "role"}',
  },
  STAFF_OIDC_SCOPES: {
    type: 'string',
    pattern: '(^| )openid( |$)',
    default: 'openid email profile groups',
    description: 'the scopes asked of the provider, space-separated',
    errorMessage: 'must be space-separated scopes including openid',
  },
  STAFF_OIDC_GROUPS_CLAIM: {
    type: 'string',
    default: 'groups',
    description: "the claim that lists the person's groups",
  },
} as const;

/** Set one of the four and the others are required. */
export const STAFF_OIDC_ENVIRONMENT_RULE = {
  if: { type: 'object', anyOf: REQUIRED_TOGETHER.map((name) => ({ required: [name] })) },
  then: {
    type: 'object',
    required: REQUIRED_TOGETHER,
    errorMessage: { required: `must be set with the other STAFF_OIDC_ variables (${REQUIRED_TOGETHER.join(', ')})` },
  },
} as const;

type OidcEnvironment = { [Name in (typeof REQUIRED_TOGETHER)[number]]?: string } & {
  STAFF_OIDC_SCOPES: string;
  STAFF_OIDC_GROUPS_CLAIM: string;
};

/** The settings from the validated environment, or undefined when sign-in through a provider is off. */
export function staffOidcSettingsOf(env: OidcEnvironment): StaffOidcSettings | undefined {
  const { STAFF_OIDC_ISSUER: issuer, STAFF_OIDC_CLIENT_ID: clientId, STAFF_OIDC_CLIENT_SECRET: clientSecret } = env;
  const roleMap = env.STAFF_OIDC_ROLE_MAP === undefined ? undefined : roleMapOf(env.STAFF_OIDC_ROLE_MAP);
  if (!issuer || !clientId || !clientSecret || !roleMap) return undefined;
  return {
    issuer,
    clientId,
    clientSecret,
    roleMap,
    scopes: env.STAFF_OIDC_SCOPES,
    groupsClaim: env.STAFF_OIDC_GROUPS_CLAIM,
  };
}
