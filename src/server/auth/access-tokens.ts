import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';

/** Who a valid access token speaks for: set as `request.user` on authenticated `/api/v1` routes. */
export interface AuthUser {
  id: string;
  email: string;
}

/** The claims of our access tokens besides `iat`, `exp` and `aud`. */
interface AccessTokenClaims {
  sub: string;
  email: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs a 15-minute HS256 access token for `user` (what login and refresh answer as `access_token`). */
    signAccessToken(user: AuthUser): string;
  }
}

/** 15 minutes. @fastify/jwt reads a number as seconds (and converts it to fast-jwt's milliseconds). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/**
 * Access tokens name their use in `aud`, and verification requires it: a token signed with the same key for
 * another purpose (a refresh or email token, say) is then never accepted as an access token.
 */
export const ACCESS_TOKEN_AUDIENCE = 'trade-credit-api';

/**
 * Registers @fastify/jwt for access tokens: HS256 only, in both directions. Pinning `algorithms` is what rejects
 * `alg: none` and algorithm-confusion tokens; `requiredClaims` rejects a token that never expires.
 */
export async function registerAccessTokens(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS, aud: ACCESS_TOKEN_AUDIENCE },
    verify: { algorithms: ['HS256'], allowedAud: ACCESS_TOKEN_AUDIENCE, requiredClaims: ['sub', 'email', 'exp'] },
    formatUser: (claims) => ({ id: claims.sub, email: claims.email }),
  });
  app.decorate('signAccessToken', (user: AuthUser) => app.jwt.sign({ sub: user.id, email: user.email }));
}
