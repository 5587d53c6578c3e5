/** Fields that come back changed on purpose: secrets masked, ids of the server's making. */
const CHANGED_ON_PURPOSE = new Set(['ssn', 'dateOfBirth', 'id']);

export interface RoundTripOptions {
  /** The names the form has: others (extra properties) are dropped or answered by the server on its own. */
  known: ReadonlySet<string>;
  /** Whether the endpoint trims texts (the identity step's details). */
  trimmed?: boolean;
}

/**
 * The places where what the server answers differs from what was sent, among the form's fields that both have:
 * a saved text must come back exactly as sent (no character lost, replaced or normalised), or trimmed.
 */
export function roundTripDifferences(
  sent: unknown,
  stored: unknown,
  options: RoundTripOptions,
  path: string[] = [],
): string[] {
  if (sent === null || typeof sent !== 'object') {
    const expected = options.trimmed && typeof sent === 'string' ? sent.trim() : sent;
    return Object.is(expected, stored) || (expected === 0 && stored === 0)
      ? []
      : [
          `${path.join('.') || '(all)'}: sent ${JSON.stringify(sent)?.slice(0, 80)}, got ` +
            `${JSON.stringify(stored)?.slice(0, 80)}`,
        ];
  }
  if (stored === null || typeof stored !== 'object')
    return [
      `${path.join('.')}: sent a ${Array.isArray(sent) ? 'list' : 'group'}, got ` +
        `${JSON.stringify(stored)?.slice(0, 80)}`,
    ];
  return Object.entries(sent).flatMap(([key, value]) =>
    CHANGED_ON_PURPOSE.has(key) || !Object.hasOwn(stored, key) || (!Array.isArray(sent) && !options.known.has(key))
      ? []
      : roundTripDifferences(value, (stored as Record<string, unknown>)[key], options, [...path, key]),
  );
}
