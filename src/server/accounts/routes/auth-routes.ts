import type { FastifyInstance } from 'fastify';
import { loginRoute } from './login-routes.ts';
import { logoutRoute } from './logout-routes.ts';
import { recoverPasswordRoute } from './recover-password-routes.ts';
import { refreshRoute } from './refresh-routes.ts';
import { registerRoute } from './register-routes.ts';
import { resetPasswordRoute } from './reset-password-routes.ts';

/** The account routes under `/api/v1/auth`, open without an access token (see accounts/auth-hook.ts). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
  await app.register(recoverPasswordRoute);
  await app.register(resetPasswordRoute);
}
