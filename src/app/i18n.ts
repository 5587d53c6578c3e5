import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every file of `locales/<lang>/` the pages use, bundled: a few kilobytes, and editing one hot-reloads in development.
 * The emails and the API's problem texts are the server's own words; every page would load them for nothing. The
 * credit department's console brings its own texts (`staff*.json`) with its chunk.
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/*/*.json',
    '!../../locales/*/emails.json',
    '!../../locales/*/problems.json',
    '!../../locales/*/staff*.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'language';

function resources() {
  const byLanguage: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, content] of Object.entries(files)) {
    const [, language, namespace] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/)!;
    (byLanguage[language] ??= { translation: {} }).translation[namespace] = content;
  }
  return byLanguage;
}

/** The language a person chose before, else the browser's: Spanish for any `es*`, English otherwise. */
export function initialLanguage(): Language {
  const chosen = localStorage.getItem(STORAGE_KEY);
  if (chosen === 'en' || chosen === 'es') return chosen;
  return navigator.language?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  void i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18next.use(initReactI18next).init({
  resources: resources(),
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});

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
