import { beforeAll, expect, it } from 'vitest';
import { QUEUE_COUNT_LIMIT, type QueueSort } from '../../../src/shared/staff/queue.ts';
import type { QueueItem, QueuePage } from '../../../src/shared/staff/staff-answers.ts';
import { seedSubmittedApplications } from '../../../scripts/lib/seed/submitted.ts';
import { describeOnEachDatabase } from '../helpers/database-suite.ts';
import { asStaff, createStaff } from './support.ts';

/** Past the count's limit, by a page of ten. */
const STORED = QUEUE_COUNT_LIMIT + 10;

/**
 * The queue past the count's limit (issue 28): the count stops and says so, pages follow each other from their
 * boundary rows in the sort's order (ties broken as the offset pages break them), a name is found by any part of
 * it, and filters combine. The seeder's applications (scripts/lib/seed/submitted.ts): company
 * `<word n%10> <word n/10%10> Parts n`, state `STATES[n%8]`, status `REVIEW_STATUSES[n%5]`, amount
 * `1000 + (n%50) * 500`, so every amount is shared by about twenty; three have no amount and no company key.
 */
describeOnEachDatabase('the queue past its count on $name', (suite) => {
  let get: (query: string) => Promise<QueuePage>;

  beforeAll(async () => {
    await seedSubmittedApplications(suite.app.db, STORED);
    // A few without an amount or a company key (each database puts NULL at its own end of an order).
    await suite.app.db
      .updateTable('credit_applications')
      .set({ requested_credit_limit: null, company_key: null })
      .where('company_name', 'in', ['Frontier Acme Parts 5', 'Acme Acme Parts 500', 'Frontier Acme Parts 1005'])
      .execute();
    const staff = asStaff(suite.app, (await createStaff(suite.app, 'viewer')).tokens.access_token);
    get = async (query) => {
      const answer = await staff.get(`/applications?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
  });

  const numbers = (items: QueueItem[]) => items.map((item) => Number(item.companyName!.split(' ').at(-1)));

  it('counts up to the limit and says so; counts exactly under it, filters and search combined', async () => {
    expect(await get('view=all&pageSize=1')).toMatchObject({ total: QUEUE_COUNT_LIMIT, totalCapped: true });
    const both = await get('view=all&status=APPROVED&state=KS&pageSize=100');
    // n%5 = 2 (APPROVED) and n%8 = 1 (KS): n%40 = 17.
    const expected = Array.from({ length: STORED }, (_, n) => n).filter((n) => n % 40 === 17);
    expect(both).toMatchObject({ total: expected.length, totalCapped: false });
    expect(numbers(both.items).sort((a, b) => a - b)).toEqual(expected);
    expect(both.items.every((item) => item.status === 'APPROVED' && item.state === 'KS')).toBe(true);

    // Any part of a name, in any case: "Granite Iron Parts n" for n%100 = 86.
    const search = await get('view=all&q=RANITE%20IRO&pageSize=100');
    expect(search).toMatchObject({ total: 10, totalCapped: false });
    expect(numbers(search.items).sort((a, b) => a - b)).toEqual([86, 186, 286, 386, 486, 586, 686, 786, 886, 986]);
    // Past its last match a search still counts them (on SQLite the page's own query counts them otherwise).
    expect(await get('view=all&q=RANITE%20IRO&pageSize=100&page=2')).toMatchObject({ items: [], total: 10 });
    expect(numbers((await get('view=all&q=acme%20parts%201000&status=SUBMITTED')).items)).toEqual([1000]);
    // Two letters are the start of a name; LIKE's and FTS5's own characters are only characters.
    expect((await get('view=all&q=gr&pageSize=1')).total).toBe(101);
    for (const q of ['parts%201%25', 'parts_1', '%22parts', 'parts*']) {
      expect((await get(`view=all&q=${q}`)).total, q).toBe(0);
    }
  });

  it('pages forward and back from boundary rows, in the offset pages order, ties and all', async () => {
    for (const sort of ['amountHigh', 'amountLow', 'status', 'company'] satisfies QueueSort[]) {
      const query = `view=all&sort=${sort}&pageSize=100`;
      const byOffset: number[][] = [];
      for (let page = 1; page <= Math.ceil(STORED / 100); page += 1) {
        byOffset.push(numbers((await get(`${query}&page=${page}`)).items));
      }
      expect(byOffset.flat().length, sort).toBe(STORED);
      expect(new Set(byOffset.flat()).size, sort).toBe(STORED);

      const forward: QueuePage[] = [await get(query)];
      while (forward.at(-1)!.next) forward.push(await get(`${query}&after=${forward.at(-1)!.next}`));
      expect(
        forward.map((page) => numbers(page.items)),
        sort,
      ).toEqual(byOffset);
      expect(forward[0].previous).toBeUndefined();

      const back: QueuePage[] = [forward.at(-1)!];
      while (back.at(-1)!.previous) back.push(await get(`${query}&before=${back.at(-1)!.previous}`));
      expect(back.map((page) => numbers(page.items)).reverse(), sort).toEqual(byOffset);
    }
    const amounts = (await get('view=all&sort=amountHigh&pageSize=100')).items
      .map((item) => item.requestedCreditLimit)
      .filter((amount) => amount !== null);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('answers a clear 400 for a cursor of another sort or an altered one', async () => {
    const { next } = await get('view=all&sort=newest');
    const staff = asStaff(suite.app, (await createStaff(suite.app, 'viewer')).tokens.access_token);
    for (const query of [`sort=company&after=${next}`, 'after=bm90LWpzb24', 'before=WyJuZXdlc3QiLDFd', 'after=a.b']) {
      const answer = await staff.get(`/applications?view=all&${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
    expect((await staff.get(`/applications?view=all&sort=company&after=${next}`)).json().code).toBe(
      'QUEUE_CURSOR_INVALID',
    );
  });
});
