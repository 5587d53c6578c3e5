import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCommon from '../../locales/en/common.json';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'language';

type Texts = Record<string, Record<string, unknown>>;

/**
 * The parts of the pages' texts (`locales/<language>/<name>.json`, each file its own namespace of keys:
 * `t('login.title')`), each fetched in one chunk when a page that reads it is first shown, so that a page loads
 * only its own language's and its own parts' texts: the account pages read `account`, the others both. The shell's
 * texts (`common`) come before the first page is drawn; English's with the page itself, so that English opens
 * without waiting for a fetch. A Spanish page loads Spanish texts only, English (the fallback) being there for the
 * shell alone: the schema lint's locale-parity rule keeps every key in both languages.
 */
const PARTS: Record<Language, Record<TextPart | 'shell', () => Promise<Texts>>> = {
  en: {
    shell: async () => ({ 'common.json': englishCommon }),
    account: async () => (await import('./texts/account-en.ts')).default,
    pages: async () => (await import('./texts/pages-en.ts')).default,
  },
  es: {
    shell: async () => ({ 'common.json': (await import('../../locales/es/common.json')).default }),
    account: async () => (await import('./texts/account-es.ts')).default,
    pages: async () => (await import('./texts/pages-es.ts')).default,
  },
};
export type TextPart = 'account' | 'pages';

/** The parts the pages shown so far read: a language chosen later loads them all before the page shows it. */
const wanted = new Set<TextPart | 'shell'>(['shell']);
/** One load per part and language, kept once started (dropped if it fails, so that the next page tries again). */
const loads = new Map<string, Promise<void>>();

/** One language's texts of one part, each file's under its name: `login.json` gives the keys `login.*`. */
function bundleOf(files: Texts): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(files).map(([path, content]) => [path.match(/([^/]+)\.json$/)![1], content]),
  );
}

function loadPart(language: Language, part: TextPart | 'shell'): Promise<void> {
  const key = `${language}/${part}`;
  let load = loads.get(key);
  if (!load) {
    load = PARTS[language][part]().then((files) => {
      // Not deep: the parts hold different files, so each file's keys are added whole, without walking them all.
      i18next.addResourceBundle(language, 'translation', bundleOf(files), false, true);
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

const loadParts = async (language: Language, parts: Iterable<TextPart | 'shell'>) =>
  void (await Promise.all([...parts].map((part) => loadPart(language, part))));

/**
 * Resolves once the texts of `parts` are there in the page's language: a lazy page waits for this with its code
 * (src/app/App.tsx), so that it never shows a key in place of a text, nor grows when its texts arrive.
 */
export function loadTexts(parts: readonly TextPart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  return loadParts(i18next.language as Language, parts);
}

/** The language a person chose before, else the browser's: Spanish for any `es*`, English otherwise. */
function initialLanguage(): Language {
  const chosen = localStorage.getItem(STORAGE_KEY);
  if (chosen === 'en' || chosen === 'es') return chosen;
  return navigator.language?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** Shows the pages in `language` from now on, once its texts are loaded. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await loadParts(language, wanted);
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Resolves once the texts of the language the page opens in are there: render nothing before. */
export const textsReady: Promise<unknown> = (async () => {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  await loadParts(language, wanted);
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
