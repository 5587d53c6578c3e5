import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from './texts-en.ts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'language';

type Texts = Record<string, Record<string, unknown>>;

/**
 * English, the fallback of every missing text, comes with the page; Spanish is fetched when a person reads it, so
 * that nobody loads both languages' texts.
 */
const TEXTS: Record<Language, () => Promise<Texts>> = {
  en: async () => english,
  es: async () => (await import('./texts-es.ts')).default,
};

/** One language's texts as one namespace, each file's under its name: `t('login.title')`. */
function bundleOf(files: Texts): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(files).map(([path, content]) => [path.match(/([^/]+)\.json$/)![1], content]),
  );
}

async function loadTexts(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', bundleOf(await TEXTS[language]()));
}

/** The language a person chose before, else the browser's: Spanish for any `es*`, English otherwise. */
export function initialLanguage(): Language {
  const chosen = localStorage.getItem(STORAGE_KEY);
  if (chosen === 'en' || chosen === 'es') return chosen;
  return navigator.language?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** Shows the pages in `language` from now on, once its texts are loaded. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await loadTexts(language);
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Resolves once the texts of the language the page opens in are there: render nothing before. */
export const textsReady: Promise<unknown> = (async () => {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: bundleOf(english) } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  await loadTexts(language);
})();

// In development, an edited locale file replaces its texts in place: the page re-renders without reloading
// (scripts/vite-plugin-forms.ts sends the new texts).
if (import.meta.hot) {
  import.meta.hot.on(
    'locales:update',
    ({ language, namespace, texts }: { language: string; namespace: string; texts: unknown }) => {
      i18next.addResourceBundle(language, 'translation', { [namespace]: texts }, true, true);
      void i18next.changeLanguage(i18next.language);
    },
  );
}

export default i18next;
