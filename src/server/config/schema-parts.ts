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

/** What each URL format takes, as the operator reads it. */
const URL_RULES = {
  'http-url': 'a URL starting with http:// or https://',
  'smtp-url': 'a URL starting with smtp:// or smtps://',
  'https-url': 'a URL starting with https:// (http:// only to this machine: localhost, 127.0.0.1, [::1])',
} as const;

/** A URL with one of the schemes the format names; the message says which. A default is spread in beside it. */
export function url(format: keyof typeof URL_RULES, description: string) {
  return {
    type: 'string',
    format,
    description,
    errorMessage: `must be ${URL_RULES[format]}`,
  } as const;
}
