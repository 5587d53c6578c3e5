import i18next from '../i18n.ts';

/**
 * The console's texts (`locales/<lang>/staff*.json`) travel with the console's code, not with every applicant
 * page: they are added to the page's translations when this chunk loads.
 */
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/staff*.json', {
  eager: true,
  import: 'default',
});

for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/)!;
  i18next.addResourceBundle(language, 'translation', { [namespace]: content }, true, true);
}
