import i18next from '../i18n.ts';

/**
 * The /verify page's texts (`locales/<lang>/verify.json`) travel with its code, in both languages, as the signer's
 * and the reference's do: no applicant page loads them.
 */
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/verify.json', {
  eager: true,
  import: 'default',
});

for (const [path, content] of Object.entries(files)) {
  const [, language] = path.match(/locales\/([^/]+)\/verify\.json$/)!;
  i18next.addResourceBundle(language, 'translation', { verify: content }, true, true);
}
