import i18next from '../i18n.ts';

/**
 * The texts of the submit step's list of signing requests (`locales/<lang>/signingRequests.json`) travel with the
 * submit step's code, in both languages, as the console's do: the other steps never load them.
 */
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/signingRequests.json', {
  eager: true,
  import: 'default',
});

for (const [path, content] of Object.entries(files)) {
  const [, language] = path.match(/locales\/([^/]+)\/signingRequests\.json$/)!;
  i18next.addResourceBundle(language, 'translation', { signingRequests: content }, true, true);
}
