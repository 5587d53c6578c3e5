import { createHash } from 'node:crypto';
import type { Language } from '../i18n/server-i18n.ts';
import { renderPaperBase, type PaperBase } from './paper-base.ts';
import type { PaperSource } from './paper-source.ts';
import { stampPaperApplication } from './paper-stamp.ts';

/** The language codes of the paper forms' addresses (`MO-ENG.pdf`), as the spec names them. */
const PAPER_LANGUAGES: Record<string, Language> = { ENG: 'en', SPA: 'es' };

/** A built paper application. */
export interface PaperApplicationFile {
  bytes: Uint8Array;
  /** A strong validator of `bytes`; the same on every server, since the same input gives the same bytes. */
  etag: string;
}

/**
 * Builds each paper application on its first request and keeps it: the base form once per language, then each
 * state's form from it. A failed build is forgotten, so the next request tries again.
 */
export class PaperApplications {
  readonly #bases = new Map<Language, Promise<PaperBase>>();
  readonly #files = new Map<string, Promise<PaperApplicationFile>>();

  constructor(readonly source: PaperSource) {}

  /** The form of `state` (`MO`) in `languageCode` (`ENG`), or undefined when either is not offered. */
  get(state: string, languageCode: string): Promise<PaperApplicationFile> | undefined {
    const language = Object.hasOwn(PAPER_LANGUAGES, languageCode) ? PAPER_LANGUAGES[languageCode] : undefined;
    if (!language || !this.source.states.includes(state)) return undefined;
    const code = `${state}-${languageCode}`;
    return remembered(this.#files, code, async () => {
      const edition = this.source.editions[language];
      const base = await remembered(this.#bases, language, () => renderPaperBase(edition, this.source.states));
      const bytes = await stampPaperApplication(base, edition, state, code);
      return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"` };
    });
  }
}

function remembered<K, V>(cache: Map<K, Promise<V>>, key: K, build: () => Promise<V>): Promise<V> {
  let promise = cache.get(key);
  if (!promise) {
    promise = build();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}
