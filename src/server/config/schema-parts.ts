/** Small builders of the environment schema's variables, shared by the features that declare their own. */

/** A whole number in a range; `unit` words the message ("a whole number of milliseconds from …"). */
export function wholeNumber(range: { default: number; min: number; max: number }, description: string, unit = '') {
  return {
    type: 'integer',
    minimum: range.min,
    maximum: range.max,
    default: range.default,
    description,
    errorMessage: `must be a whole number${unit ? ` of ${unit}` : ''} from ${range.min} to ${range.max}`,
  } as const;
}

/** A URL with one of the schemes the format names; the message says which. A default is spread in beside it. */
export function url(format: 'http-url' | 'smtp-url', description: string) {
  const schemes = format === 'http-url' ? 'http:// or https://' : 'smtp:// or smtps://';
  return {
    type: 'string',
    format,
    description,
    errorMessage: `must be a URL starting with ${schemes}`,
  } as const;
}
