import i18next from '../i18n.ts';

/**
 * The texts of signing requests (`locales/<lang>/signer.json`: the signer's page and the submit step's list of
 * requests) travel with the code that shows them, in both languages, as the console's do: no applicant page that
 * never shows them loads them.
 */
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/signer.json', {
  eager: true,
  import: 'default',
});

for (const [path, content] of Object.entries(files)) {
  const [, language] = path.match(/locales\/([^/]+)\/signer\.json$/)!;
  i18next.addResourceBundle(language, 'translation', { signer: content }, true, true);
}
