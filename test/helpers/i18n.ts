import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocales } from '../../src/shared/form-files.ts';

/** An i18next instance over the real locales/ files (or a copy), configured as the app configures its own. */
export async function createTestI18n(language: 'en' | 'es', localesDir?: string): Promise<i18n> {
  const locales = loadLocales(localesDir);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(locales).map(([lang, translation]) => [lang, { translation }])),
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  return instance;
}
