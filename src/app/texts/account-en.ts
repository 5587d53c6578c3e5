/**
 * The English texts the account pages read (src/app/i18n.ts): their own, and the fields, help, choices and errors of
 * their forms, by file name. One module per language and part, so that a page fetches its part's texts in one chunk.
 */
export default import.meta.glob<Record<string, unknown>>(
  '../../../locales/en/{login,auth,fields,help,enums,errors}.json',
  {
    eager: true,
    import: 'default',
  },
);
