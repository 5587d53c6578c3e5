/** The languages of the paper application, as its address names them. */
export const PAPER_LANGUAGES = ['ENG', 'SPA'] as const;
export type PaperLanguage = (typeof PAPER_LANGUAGES)[number];

/** The paper form's language that matches the page's: Spanish for Spanish, English otherwise. */
export function paperLanguageOf(pageLanguage: string): PaperLanguage {
  return pageLanguage.startsWith('es') ? 'SPA' : 'ENG';
}

/** `{FORMS_HOST}/application/{STATE}-{ENG|SPA}.pdf`; an empty host means this site. */
export function paperFormUrl(formsHost: string, state: string, language: PaperLanguage): string {
  return `${formsHost}/application/${state}-${language}.pdf`;
}
