/**
 * The Spanish texts of the signer's page of a signing request (`/sign`): their own file only, so the applicant's
 * pages never load them.
 */
export default import.meta.glob<Record<string, unknown>>('../../../locales/es/signer.json', {
  eager: true,
  import: 'default',
});
