/**
 * Lets at most `limit` pieces of work run at once; the rest wait their turn, first come first served. A finished
 * piece hands its slot straight to the next in line, so no newcomer can slip in between and exceed the limit.
 */
export function createWorkSlots(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else await new Promise<void>((resolveTurn) => waiting.push(resolveTurn));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
