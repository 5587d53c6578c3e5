/**
 * The Spanish texts of the other pages (the application, its paper forms, the console), by file name: all but the
 * account pages' (./account-es.ts), the /verify page's (`verify`, with its chunk), the shell's (`common`), the server's
 * (emails, API problems, the signed PDF's `submission`) and the console's own (`staff*.json`, loaded with its chunk).
 */
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/es/*.json',
    '!../../../locales/es/{login,auth,fields,help,enums,errors,common,emails,problems,submission}.json',
    '!../../../locales/es/staff*.json',
    '!../../../locales/es/reference.json',
    '!../../../locales/es/{signer,signingRequests,verify}.json',
  ],
  { eager: true, import: 'default' },
);
