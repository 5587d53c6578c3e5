/** HTML's autofill field names (the last word of an `autocomplete` value), as browsers know them. */
const FIELDS = `name honorific-prefix given-name additional-name family-name honorific-suffix nickname username
  new-password current-password one-time-code organization-title organization street-address address-line1
  address-line2 address-line3 address-level4 address-level3 address-level2 address-level1 country country-name
  postal-code cc-name cc-given-name cc-additional-name cc-family-name cc-number cc-exp cc-exp-month cc-exp-year
  cc-csc cc-type transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url photo`
  .trim()
  .split(/\s+/);
/** Contact field names, which may follow a kind of contact (`work email`, `fax tel`). */
const CONTACT_FIELDS = `tel tel-country-code tel-national tel-area-code tel-local tel-local-prefix tel-local-suffix
  tel-extension email impp`
  .trim()
  .split(/\s+/);
const CONTACT_KINDS = ['home', 'work', 'mobile', 'fax', 'pager'];

/** Every word an `autocomplete` value may end with, for suggestions. */
export const AUTOFILL_NAMES = ['on', 'off', ...FIELDS, ...CONTACT_FIELDS];

/**
 * Whether `value` is an autofill token list browsers understand (HTML's grammar): `on` or `off` alone, or an
 * optional `section-…`, an optional `shipping`/`billing`, for contacts an optional kind (`work`), then a field name
 * and an optional `webauthn`.
 */
export function isAutofillValue(value: string): boolean {
  const words = value.trim().toLowerCase().split(/\s+/);
  if (words.length === 1 && (words[0] === 'on' || words[0] === 'off')) return true;
  if (words.at(-1) === 'webauthn') words.pop();
  if (words[0]?.startsWith('section-')) words.shift();
  if (words[0] === 'shipping' || words[0] === 'billing') words.shift();
  if (words.length === 1) return FIELDS.includes(words[0]) || CONTACT_FIELDS.includes(words[0]);
  return words.length === 2 && CONTACT_KINDS.includes(words[0]) && CONTACT_FIELDS.includes(words[1]);
}
