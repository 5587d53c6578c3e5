import i18next from '../i18n.ts';

/**
 * The signer's page's texts (`locales/<lang>/signer.json`) travel with its code, in both languages, as the console's
 * do: no applicant page loads them.
 */
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/signer.json', {
  eager: true,
  import: 'default',
});

for (const [path, content] of Object.entries(files)) {
  const [, language] = path.match(/locales\/([^/]+)\/signer\.json$/)!;
  i18next.addResourceBundle(language, 'translation', { signer: content }, true, true);
}
