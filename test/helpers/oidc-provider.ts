import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person of the test provider: the username typed on its sign-in page is the subject. */
export interface ProviderUser {
  email: string;
  /** The `name` claim (scope `profile`), when the person has one. */
  name?: string;
  groups: string[];
}

/** A real OpenID provider (`oidc-provider`) on a loopback port, with one confidential client that must use PKCE. */
export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the client with the product's callback; call it once, before the first sign-in. */
  useRedirectUri(redirectUri: string): void;
  /**
   * Signs `username` in at the provider as a browser would, starting from the authorization URL the product sent the
   * browser to; answers the URL the provider then sends the browser to (the product's callback, with code and state).
   */
  signIn(authorizationUrl: string, username: string): Promise<URL>;
  close(): Promise<void>;
}

const CLIENT_ID = 'credit-console';

/** The provider's configuration: the users' claims, PKCE always, no consent screen for its one first-party client. */
function configuration(users: Record<string, ProviderUser>, redirectUri: string, clientSecret: string): Configuration {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    pkce: { required: () => true },
    // Lifetimes of its own (the provider notices defaults): long enough for a slow test, short for a provider.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = users[sub];
      return (
        user && {
          accountId: sub,
          claims: () => ({ sub, email: user.email, email_verified: true, name: user.name, groups: user.groups }),
        }
      );
    },
  };
}

/** The provider's sign-in page: a username is enough (there is no password to test here). */
const SIGN_IN_PAGE = (message: string) =>
  `<!doctype html><html lang="en"><title>Company sign-in</title><main><h1>Company sign-in</h1><p>${message}</p>` +
  '<form method="post"><label for="username">Username</label><input id="username" name="username" autofocus>' +
  '<button type="submit">Sign in</button></form></main></html>';

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The sign-in interaction: the form, and on a known username the login and the grant of what the client asked. */
async function interact(
  provider: Provider,
  users: Record<string, ProviderUser>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const details = await provider.interactionDetails(request, response);
  const username = request.method === 'POST' ? (await readForm(request)).get('username')?.trim() : undefined;
  if (!username || !users[username]) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(SIGN_IN_PAGE(username ? 'Unknown username.' : 'Sign in to continue.'));
    return;
  }
  const grant = new provider.Grant({ accountId: username, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(request, response, { login: { accountId: username }, consent: { grantId } });
}

/** Follows a browser's redirects at the provider, with its cookies, until the provider sends it elsewhere. */
async function signInAt(issuer: string, authorizationUrl: string, username: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let submitted = false;
  for (let hop = 0; hop < 10 && url.origin === new URL(issuer).origin; hop++) {
    const submit: boolean = url.pathname.startsWith('/interaction/') && !submitted;
    const response = await fetch(url, {
      method: submit ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(submit ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: submit ? new URLSearchParams({ username }).toString() : undefined,
    });
    submitted ||= submit;
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value && !/expires=Thu, 01 Jan 1970/i.test(header)) jar.set(name, value);
      else jar.delete(name);
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    url = new URL(location, url);
  }
  return url;
}

/** Starts the provider with `users` (username → email and groups) on a free loopback port. */
export async function startTestIdentityProvider(users: Record<string, ProviderUser>): Promise<TestIdentityProvider> {
  let provider: Provider | undefined;
  let handler: ReturnType<Provider['callback']> | undefined;
  const server = createServer((request, response) => {
    if (!provider || !handler) return void response.writeHead(503).end('no client registered yet');
    const handle = request.url?.startsWith('/interaction/')
      ? interact(provider, users, request, response)
      : Promise.resolve(handler(request, response));
    handle.catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientSecret = randomBytes(24).toString('base64url');
  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret,
    useRedirectUri(redirectUri) {
      provider = new Provider(issuer, configuration(users, redirectUri, clientSecret));
      handler = provider.callback();
    },
    signIn: (authorizationUrl, username) => signInAt(issuer, authorizationUrl, username),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
