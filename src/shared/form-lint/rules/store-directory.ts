import { formatPath } from '../json-path.ts';
import { isObject } from '../../form-model/index.ts';
import { STORE_DIRECTORY_FILE } from '../../store-directory.ts';
import { zipPlace } from '../../zip-coordinates.ts';
import { DEFINITIONS_FILE } from '../known-files.ts';
import { didYouMean } from '../suggest.ts';
import type { CheckContext, Finding, Rule } from '../types.ts';

const STORE_KEYS = ['number', 'name', 'street', 'city', 'state', 'zip', 'closed'];
/** One line of text with something in it: no line breaks or control characters, which would break the PDF line. */
// eslint-disable-next-line no-control-regex -- refusing control characters is half of this pattern's job
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*\S[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
const TEXT_KEYS: Record<string, string> = { name: 'the store name', street: 'a street address', city: 'a city' };

/** The state codes of the shared `state` definition, the ones the forms offer. */
function knownStates(context: CheckContext): string[] {
  const definitions = context.schemaFiles.get(DEFINITIONS_FILE)?.data;
  const states = isObject(definitions) && isObject(definitions.definitions) ? definitions.definitions.state : undefined;
  return isObject(states) && Array.isArray(states.enum) ? states.enum.map(String) : [];
}

/** What is wrong with one store entry, as findings without the file. */
function storeProblems(store: unknown, states: string[]): Omit<Finding, 'rule' | 'file' | 'severity'>[] {
  if (!isObject(store))
    return [
      { where: '', message: 'a store must be an object', fix: `Write { ${STORE_KEYS.slice(0, -1).join(', ')} }` },
    ];
  const problems: Omit<Finding, 'rule' | 'file' | 'severity'>[] = [];
  for (const key of Object.keys(store).filter((key) => !STORE_KEYS.includes(key)))
    problems.push({
      where: key,
      message: `"${key}" is not a store setting${didYouMean(key, STORE_KEYS)}`,
      fix: `Use only ${STORE_KEYS.join(', ')}`,
    });
  const { number, state, zip, closed } = store;
  if (closed !== undefined && typeof closed !== 'boolean')
    problems.push({
      where: 'closed',
      message: `${JSON.stringify(closed)} is not true or false`,
      fix: 'Write "closed": true for a store no longer offered, or remove the setting',
    });
  if (typeof number !== 'string' || !/^[0-9]{1,6}$/.test(number))
    problems.push({
      where: 'number',
      message: `${JSON.stringify(number)} is not a store number`,
      fix: 'Write digits as text, e.g. "111"',
    });
  for (const [key, expected] of Object.entries(TEXT_KEYS)) {
    const value = store[key];
    if (typeof value !== 'string' || !ONE_LINE.test(value))
      problems.push({
        where: key,
        message: `${JSON.stringify(value)} is not ${expected}`,
        fix: `Write ${expected} on one line`,
      });
  }
  if (typeof state !== 'string' || !states.includes(state))
    problems.push({
      where: 'state',
      message: `${JSON.stringify(state)} is not a state the forms offer${didYouMean(String(state), states)}`,
      fix: `Write a two-letter state code from ${DEFINITIONS_FILE} (definitions.state), e.g. "MO"`,
    });
  if (typeof zip !== 'string' || !/^[0-9]{5}$/.test(zip))
    problems.push({
      where: 'zip',
      message: `${JSON.stringify(zip)} is not a 5-digit ZIP code`,
      fix: 'Write 5 digits, e.g. "65803"',
    });
  else if (!zipPlace(zip))
    problems.push({
      where: 'zip',
      message: `ZIP code "${zip}" is not in the ZIP code table, so the store cannot be placed nearest first`,
      fix: "Check the store's ZIP code (a post office box ZIP has no place; use the street's)",
    });
  return problems;
}

/**
 * The store directory (`schemas/common/stores.json`): a list of stores, each with a unique number, a name, a street,
 * a city, a state the forms offer and a ZIP code whose place is known. The numbers are what applications save, and
 * the forms accept exactly these, so a mistake here would refuse saved applications or place a store wrongly.
 */
export const storeDirectory: Rule = {
  name: 'store-directory',
  run(context, { report }) {
    const directory = context.schemaFiles.get(STORE_DIRECTORY_FILE);
    if (!directory || directory.data === undefined) return;
    const at = (path: (string | number)[], finding: Omit<Finding, 'rule' | 'file' | 'severity' | 'where'>) =>
      report({ severity: 'error', file: directory.display, where: formatPath(path), ...finding });
    const { data } = directory;
    if (!isObject(data) || !Array.isArray(data.stores) || data.stores.length === 0)
      return at(['stores'], {
        message: 'the directory lists no stores',
        fix: 'Write "stores": [ { "number": "101", … } ]',
      });
    const states = knownStates(context);
    const seen = new Map<string, number>();
    data.stores.forEach((store, index) => {
      for (const { where, ...problem } of storeProblems(store, states))
        at(['stores', index, ...(where ? [where] : [])], problem);
      const number = isObject(store) && typeof store.number === 'string' ? store.number : undefined;
      if (number === undefined) return;
      const first = seen.get(number);
      if (first !== undefined)
        at(['stores', index, 'number'], {
          message: `store number "${number}" is also the number of stores[${first}]`,
          fix: 'Give each store its own number (applications save the number)',
        });
      else seen.set(number, index);
    });
  },
};
