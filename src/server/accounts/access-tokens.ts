import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';

/** Who a valid access token speaks for: set as `request.user` on authenticated `/api/v1` routes. */
interface AuthUser {
  id: string;
  email: string;
}

/** The claims of our access tokens besides `iat`, `exp`, `aud` and `iss`. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  /** The user's session version when the token was issued; logout and a password reset raise it (auth-hook.ts). */
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Signs a 15-minute HS256 access token for `user` under `sessionVersion` (what login and refresh answer as
     * `access_token`).
     */
    signAccessToken(user: AuthUser, sessionVersion: number): string;
  }
}

/** 15 minutes. @fastify/jwt reads a number as seconds (and converts it to fast-jwt's milliseconds). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/**
 * Access tokens name their use in `aud`, and verification requires it: a token signed with the same key for
 * another purpose (a refresh or email token, or a staff console's token with `aud: "staff"`) is then never
 * accepted as an applicant's access token.
 */
export const ACCESS_TOKEN_AUDIENCE = 'trade-credit-api';
/** Who issued the token: this server. Required too, so no token minted elsewhere with a shared key passes. */
export const ACCESS_TOKEN_ISSUER = 'trade-credit-server';

/**
 * Registers @fastify/jwt for access tokens: HS256 only, in both directions. Pinning `algorithms` is what rejects
 * `alg: none` and algorithm-confusion tokens; `requiredClaims` rejects a token that never expires, or that does not
 * name its audience, issuer or session version.
 */
export async function registerAccessTokens(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(fastifyJwt, {
    secret,
    sign: {
      algorithm: 'HS256',
      expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
      aud: ACCESS_TOKEN_AUDIENCE,
      iss: ACCESS_TOKEN_ISSUER,
    },
    verify: {
      algorithms: ['HS256'],
      allowedAud: ACCESS_TOKEN_AUDIENCE,
      allowedIss: ACCESS_TOKEN_ISSUER,
      requiredClaims: ['sub', 'email', 'exp', 'aud', 'iss', 'ver'],
    },
    formatUser: (claims) => ({ id: claims.sub, email: claims.email }),
  });
  app.decorate('signAccessToken', (user: AuthUser, sessionVersion: number) =>
    app.jwt.sign({ sub: user.id, email: user.email, ver: sessionVersion }),
  );
}
