/**
 * The English texts of the pages: every file of `locales/en/` but the server's own (emails, API problems) and the
 * console's (`staff*.json`, loaded with its chunk), by path.
 * Each language is its own module, so that a page loads only the texts of the language it shows (src/app/i18n.ts).
 */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/en/*.json',
    '!../../locales/en/emails.json',
    '!../../locales/en/problems.json',
    '!../../locales/en/staff*.json',
  ],
  { eager: true, import: 'default' },
);
