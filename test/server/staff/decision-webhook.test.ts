import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnSqlite } from '../helpers/database-suite.ts';
import { until } from '../../helpers/until.ts';
import { submitApplication } from './applications.ts';
import { asStaff, createStaff } from './support.ts';

/** A receiver that counts the calls it gets and answers each with `status` and `headers`. */
async function receiver(status: number, headers: Record<string, string> = {}) {
  let calls = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls += 1;
      response.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/decisions`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * On SQLite only: following a redirect or not is the HTTP client's; the outbox row that records the failed
 * call is outbox.test.ts's, on each database.
 */
describeOnSqlite('the decision webhook never follows a redirect on $name', (suite) => {
  let elsewhere: Awaited<ReturnType<typeof receiver>>;
  let redirecting: Awaited<ReturnType<typeof receiver>>;
  suite.appOptions(async () => {
    elsewhere = await receiver(204);
    redirecting = await receiver(307, { location: elsewhere.url });
    return {
      env: {
        DECISION_WEBHOOK_URL: redirecting.url,
        DECISION_WEBHOOK_SECRET: 'a-webhook-secret-of-at-least-32-characters',
      },
    };
  });
  beforeAll(() => suite.app.ready());
  afterAll(async () => {
    await elsewhere?.close();
    await redirecting?.close();
  });

  it('counts a redirect as a failed call and sends the decision nowhere else', async () => {
    const { applicationId } = await submitApplication(suite.app);
    const manager = asStaff(suite.app, (await createStaff(suite.app, 'manager')).tokens.access_token);
    const decline = await manager.post(`/applications/${applicationId}/decision`, { decision: 'DECLINE', reasons: [] });
    expect(decline.statusCode).toBe(200);
    const webhookCall = () =>
      suite.app.db.selectFrom('outbox').select('last_error').where('kind', '=', 'decision-webhook').executeTakeFirst();
    suite.app.outbox.wake();
    // Settled: the call failed (kept for a retry with its error), or it was sent (and deleted).
    await until('the webhook call answered', async () => {
      const call = await webhookCall();
      return call === undefined || call.last_error !== null;
    });
    expect(redirecting.calls()).toBeGreaterThanOrEqual(1);
    expect(elsewhere.calls()).toBe(0);
    expect(await webhookCall()).toEqual({ last_error: expect.any(String) });
  });
});
