import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from '../../shared/form-files.ts';
import { TERMS_FILES } from '../../shared/form-lint/known-files.ts';
import { LANGUAGES, type Language } from '../i18n/server-i18n.ts';

type TermsKey = keyof typeof TERMS_FILES;

/** One text as served: its content and an id that changes whenever the content does. */
interface TermsText {
  id: string;
  content: string;
}

export type TermsTexts = Record<Language, Record<TermsKey, TermsText>>;

/**
 * Reads the terms texts of every language once, fills in the supplier's name, and gives each an id made of its
 * key, language and a hash of its text (`terms-en-3f9a0c1b2d4e`): the application stores the ids it was signed
 * with, so the exact wording agreed to can always be told apart from later editions.
 */
export function loadTermsTexts(supplier: string, localesDir = LOCALES_DIR): TermsTexts {
  const read = (language: Language) =>
    Object.fromEntries(
      Object.entries(TERMS_FILES).map(([key, file]) => {
        const content = readFileSync(join(localesDir, language, 'content', file), 'utf8').replaceAll(
          '{supplier}',
          supplier,
        );
        const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
        return [key, { id: `${key}-${language}-${hash}`, content }];
      }),
    ) as Record<TermsKey, TermsText>;
  return Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as TermsTexts;
}
