/**
 * The Spanish texts of the pages: every file of `locales/es/` but the server's own (emails, API problems), by path.
 * Each language is its own module, so that a page loads only the texts of the language it shows (src/app/i18n.ts).
 */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/es/*.json',
    '!../../locales/es/emails.json',
    '!../../locales/es/problems.json',
    '!../../locales/es/staff*.json',
  ],
  { eager: true, import: 'default' },
);
