/**
 * The Spanish texts of the other pages (the application, its paper forms, the console), by file name: all but the
 * account pages' (./account-es.ts), the shell's (`common`), the server's (emails, API problems) and the console's
 * own (`staff*.json`, loaded with its chunk).
 */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/es/*.json',
    '!../../../locales/es/{login,auth,fields,help,enums,errors,common,emails,problems}.json',
    '!../../../locales/es/staff*.json',
    '!../../../locales/es/reference.json',
    '!../../../locales/es/{signer,signingRequests}.json',
  ],
  { eager: true, import: 'default' },
);
