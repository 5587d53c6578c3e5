import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestDatabaseKind } from '../../../scripts/lib/server-harness/databases.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { createTestApp, xsrfHeaders } from '../../../scripts/lib/server-harness/test-app.ts';
import { startMailCatcher, type MailCatcher } from '../../../scripts/lib/mail-catcher.ts';

/** Links in emails must start with this, whatever Host a request names. */
export const PUBLIC_URL = 'https://credit.example.test';

interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  language?: 'en' | 'es';
  /** `Authorization: Bearer <bearer>`. */
  bearer?: string;
  /** Leaves out the XSRF cookie and header. */
  noXsrf?: boolean;
  headers?: Record<string, string>;
}

export interface AccountsApp {
  app: FastifyInstance;
  mail: MailCatcher;
  /** Everything the app logged. */
  logText(): string;
  call(method: 'GET' | 'POST' | 'PATCH', url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh database of `kind`, sending its email to a real local SMTP server, logging at info. */
export async function startAccountsApp(kind: TestDatabaseKind): Promise<AccountsApp> {
  const mail = await startMailCatcher();
  const database = await kind.create();
  const log = captureLog();
  const app = await createTestApp(database.url, {
    env: { SMTP_URL: mail.url, PUBLIC_URL, LOG_LEVEL: 'info' },
    logStream: log.stream,
  });
  app.get('/api/v1/test/me', async (request) => request.user);
  await app.ready();
  return {
    app,
    mail,
    logText: log.text,
    call(method, url, { body, query, language = 'en', bearer, noXsrf, headers = {} } = {}) {
      return app.inject({
        method,
        url,
        query,
        headers: {
          'accept-language': language,
          ...(noXsrf ? {} : xsrfHeaders()),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },
    async close() {
      await app.close();
      await database.drop();
      await mail.close();
    },
  };
}

/** A registration body that passes every rule. */
export function registration(email: string, overrides: Record<string, string> = {}) {
  return {
    email,
    password: 'Gr33n-Tractor!',
    passwordRecoveryQuestionKey: 'first_car',
    passwordRecoveryAnswer: 'Herbie the Love Bug',
    ...overrides,
  };
}
