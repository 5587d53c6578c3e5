import { describe, expect, it } from 'vitest';
import { createWorkSlots } from '../../../src/server/accounts/work-slots.ts';

describe('work slots (how password hashes queue)', () => {
  it(
    'runs at most the limit at once, in the order the work came, and passes results and failures ' + 'through',
    async () => {
      const run = createWorkSlots(2);
      let running = 0;
      let most = 0;
      const started: number[] = [];
      const work = (index: number) =>
        run(async () => {
          started.push(index);
          most = Math.max(most, ++running);
          await new Promise((resolveWait) => setTimeout(resolveWait, 5 + (index % 3)));
          running--;
          if (index === 4) throw new Error('four failed');
          return index * 10;
        });
      const results = await Promise.allSettled(Array.from({ length: 9 }, (_, index) => work(index)));
      expect(most).toBe(2);
      expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(results[3]).toEqual({ status: 'fulfilled', value: 30 });
      expect(results[4]).toMatchObject({ status: 'rejected', reason: new Error('four failed') });
      // Every slot came back, failures included: the next piece of work starts at once.
      expect(await run(async () => 'free')).toBe('free');
    },
  );

  it('lets no newcomer exceed the limit while a finished slot is handed over', async () => {
    const run = createWorkSlots(1);
    let running = 0;
    let most = 0;
    const tracked = () =>
      run(async () => {
        most = Math.max(most, ++running);
        await Promise.resolve();
        running--;
      });
    const first = tracked();
    const second = tracked();
    await first;
    // `second` holds the slot now, though its work has not started yet: this one must wait.
    await Promise.all([tracked(), second]);
    expect(most).toBe(1);
  });
});
