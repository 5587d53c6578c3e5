import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { createRateLimitStore, type RateLimitStore } from '../../../src/server/abuse/rate-limit-store.ts';

const MINUTE = 60_000;
/** A time on the minute, so windows start where the test expects. */
const START = Date.UTC(2030, 0, 1, 12, 0, 0);

describeOnEachDatabase('the shared rate-limit counters on $name', (suite) => {
  let store: RateLimitStore;

  beforeAll(async () => {
    store = createRateLimitStore(suite.app.db);
  });

  it('counts within a window, per rule and client, and starts again at 1 in the next window', async () => {
    const hit = (client: string, at: number, rule = 'GET /a') =>
      store.hit(rule, client, MINUTE, at).then((count) => count.hits);
    expect([await hit('c1', START), await hit('c1', START + 10_000), await hit('c1', START + 59_999)]).toEqual([
      1, 2, 3,
    ]);
    expect(await hit('c2', START + 1)).toBe(1);
    expect(await hit('c1', START + 2, 'GET /b')).toBe(1);
    expect(await hit('c1', START + MINUTE)).toBe(1);
    expect((await store.hit('GET /a', 'c1', MINUTE, START + MINUTE + 5)).windowEndsAt.getTime()).toBe(
      START + 2 * MINUTE,
    );
  });

  it('counts a request stamped in an earlier window (a server whose clock is behind) into the later one', async () => {
    expect((await store.hit('GET /skew', 'c', MINUTE, START + 3 * MINUTE)).hits).toBe(1);
    const late = await store.hit('GET /skew', 'c', MINUTE, START + 3 * MINUTE - 1);
    expect(late).toEqual({ hits: 2, windowEndsAt: new Date(START + 4 * MINUTE) });
  });

  it('counts every one of many requests at once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => store.hit('GET /burst', 'c', MINUTE, START).then((count) => count.hits)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('sweeps the counters of ended windows and keeps the current ones', async () => {
    await store.hit('GET /old', 'c', MINUTE, START + 10 * MINUTE);
    await store.hit('GET /current', 'c', MINUTE, START + 11 * MINUTE);
    await store.sweep(START + 11 * MINUTE);
    const rows = await suite.app.db.selectFrom('rate_limits').select('window_ends_at').execute();
    expect(rows.every((row) => row.window_ends_at > new Date(START + 11 * MINUTE).toISOString())).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    expect((await store.hit('GET /current', 'c', MINUTE, START + 11 * MINUTE)).hits).toBe(2);
  });

  it('keeps no client address: counters are named by a hash', async () => {
    await store.hit('POST /api/v1/auth/login', '192.0.2.44', MINUTE, START);
    const keys = (await suite.app.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });
});
