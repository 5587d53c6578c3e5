import { Writable } from 'node:stream';

/** A stream for the app's logger that keeps every line, so tests can read what would have been logged. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    /** Everything logged so far, as one text. */
    text: () => lines.join('\n'),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
