import i18next from 'i18next';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALES_DIR, loadLocales } from '../../shared/form-files.ts';
import type { Translate } from '../../shared/field-errors.ts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer, from `Accept-Language`: `es*` gives Spanish, anything else English. */
    readonly language: Language;
    /** Translates a locale key (`problems.NOT_FOUND.title`) into `language`. */
    readonly t: Translate;
  }
}

/**
 * The browser's rule, applied to `Accept-Language`: the most preferred language decides, and only Spanish
 * (`es`, `es-MX`, …) is offered besides English.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [range, ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.range && entry.range !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.range.startsWith('es') ? 'es' : 'en';
}

/**
 * One i18next instance over the same `locales/` files the browser uses (file name = first key segment, single
 * braces for values), so a message reads the same in a toast as under a field.
 */
export function createTranslators(localesDir = LOCALES_DIR): Record<Language, Translate> {
  const locales = loadLocales(localesDir, [...LANGUAGES]);
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: locales[language] }])),
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // Resources are in memory: initialising synchronously means the translators work as soon as this returns.
    initAsync: false,
    // Answers are JSON, not HTML: escaping here would show `&amp;` in a toast.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
  const translatorOf = (language: Language): Translate => {
    const t = i18n.getFixedT(language);
    return (key, values) => t(key, values ?? {}) as string;
  };
  return { en: translatorOf('en'), es: translatorOf('es') };
}

/** Gives every request its `language` and `t`, worked out when first read. */
export function installRequestLanguage(app: FastifyInstance, translators: Record<Language, Translate>): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOf(this.headers['accept-language']);
    },
  });
  app.decorateRequest('t', {
    getter(this: FastifyRequest) {
      return translators[this.language];
    },
  });
}
