import i18next from '../i18n.ts';

/**
 * The texts of a reference's page and of the answer forms (`locales/<lang>/reference.json`) travel with the code that
 * reads them (this page and the console's references panel), not with the applicant's pages: added to the page's
 * translations when this module loads, as the console adds its own (src/app/staff/staff-locales.ts).
 */
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/reference.json', {
  eager: true,
  import: 'default',
});

for (const [path, content] of Object.entries(files)) {
  const [, language] = path.match(/locales\/([^/]+)\/reference\.json$/)!;
  i18next.addResourceBundle(language, 'translation', { reference: content }, true, true);
}
