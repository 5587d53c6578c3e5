import { formatPath } from '../../../../src/shared/form-lint/json-path.ts';
import { flattenFields } from '../../../../src/shared/form-model/index.ts';
import { labelledValues } from '../choice-values.ts';
import { languages, localeFileName, lookupKey } from '../locale-keys.ts';
import { labelPlace, textLimits, widthOf, type TextPlace } from '../text-limits.ts';
import type { Rule } from '../types.ts';

/** The room a text has where it is shown, for the strictest of its uses. */
interface Room {
  well: number;
  most: number;
  /** How messages name the use: `the label of "companyName" (half width)`. */
  use: string;
  /** What the fix suggests for the rest of a long text. */
  rest: string;
}

const WHAT = { title: 'the label', help: 'the help', labels: 'a choice', descriptions: "a choice's description" };
const REST = {
  title: "put what more there is to say in the field's help",
  help: 'say only what the reader needs to fill the field in',
  labels: 'name the choice in a few words',
  descriptions: 'say only what tells this choice from the others',
};

/**
 * Labels, help and choice texts fit the room the layout gives them (`text-limits.ts`, stated in docs/analysts.md):
 * past what the field's width shows well, a warning; past what it can show at all (a pasted paragraph where a few
 * words belong), an error. Reported in the locale file that holds the text, for the strictest field that shows it.
 */
export const textLengths: Rule = {
  name: 'text-lengths',
  run(context, { report }) {
    const rooms = new Map<string, Room>();
    const give = (key: string | undefined, place: TextPlace, field: string, width: string, kind: keyof typeof WHAT) => {
      if (key === undefined) return;
      const { well, most } = textLimits(place, width as Parameters<typeof textLimits>[1]);
      const known = rooms.get(key);
      if (known && known.most <= most) return;
      const use = `${WHAT[kind]} of "${field}" (${width === 'full' ? 'full' : width} width)`;
      rooms.set(key, { well, most, use, rest: REST[kind] });
    };
    for (const form of context.forms) {
      for (const field of flattenFields(form.fields, { items: true })) {
        if (field.ui.hidden) continue;
        const name = field.path.filter((part) => part !== 'items').join('.');
        const [width, place] = [widthOf(field), labelPlace(field)];
        if (field.name !== 'items') give(field.ui.title, place, name, width, 'title');
        give(field.ui.help, 'small', name, width, 'help');
        for (const value of labelledValues(field) ?? []) {
          if (field.ui.labels) give(`${field.ui.labels}.${value}`, place, name, width, 'labels');
          if (field.ui.descriptions) give(`${field.ui.descriptions}.${value}`, 'small', name, width, 'descriptions');
        }
      }
    }
    for (const language of languages(context)) {
      for (const [key, { well, most, use, rest }] of rooms) {
        const text = lookupKey(context, language, key);
        if (typeof text !== 'string' || text.length <= well) continue;
        const cut = text.length > most;
        report({
          severity: cut ? 'error' : 'warning',
          file: localeFileName(context, language, key),
          where: formatPath(key.split('.').slice(1)),
          message:
            `"${key}" is ${text.length} characters, more than the ${cut ? most : well} that ${use} ` +
            (cut
              ? 'can show at all: readers would see it cut off, or a paragraph where a few words belong'
              : 'shows well on every screen'),
          fix: `Shorten it to ${well} characters or fewer: ${rest}`,
        });
      }
    }
  },
};
