import { resolve } from 'node:path';
import { createTranslators } from '../../../src/server/i18n/server-i18n.ts';
import { buildPeerPage, installPeerFolder } from './build.ts';
import type { BenchContext } from './context.ts';
import { jsonFormsUiSchema } from './jsonforms-ui-schema.ts';
import { formsFor, type PeerForm, type PeerFormKey, type TypingFormKey } from './peer-forms.ts';
import { plainUiSchema } from './plain-ui-schema.ts';

/** A page of a peer: its path on the peer's server and a selector that shows once the form is drawn. */
export interface PeerPage {
  path: string;
  ready: string;
}

/** The product's pages a peer's page stands beside. */
export type PageKind = 'login' | 'step';

/** Where to type in a peer: its page, the field typed into, and what to click first to show that field. */
interface PeerTyping {
  path: string;
  field: string;
  reveal?: string;
}

/**
 * A form stack the product is measured against, built by the bench (Vite, production defaults) from the same
 * schemas and served compressed from a folder of its own, as `BenchContext.peerSite` does.
 */
export interface Peer {
  /** Printed beside the product's figures (`JSON Forms + MUI`). */
  label: string;
  /** Printed beside the typing figures, where the peer may render with a setting of its own. */
  typingLabel: string;
  /** Builds every page of the peer into `outDir`; the forms are the product's, by key. */
  build(outDir: string, forms: Record<PeerFormKey, PeerForm>): Promise<void>;
  /** The pages measured beside `/login` and beside a wizard step (bytes, Lighthouse); may be the same page. */
  pages: Record<PageKind, PeerPage>;
  /** Where to type in the form `key`; `productField` is the product's field, which RJSF names the same way. */
  typing(key: TypingFormKey, productField: string): PeerTyping;
}

const BASELINE_DIR = resolve(import.meta.dirname, '../baseline');
const JSON_FORMS_DIR = resolve(import.meta.dirname, '../peers/jsonforms');

const PLAIN_PAGE: PeerPage = { path: '/plain.html', ready: '#root_email' };

/**
 * The plain `@rjsf/mui` peer, from the product's own install (scripts/bench/baseline): a two-field form with the
 * runtime validator for the bytes and Lighthouse, and the product's forms with `liveValidate` to type into.
 */
export const plainRjsf: Peer = {
  label: 'plain @rjsf/mui',
  typingLabel: '@rjsf/mui liveValidate',
  async build(outDir, forms) {
    await buildPeerPage(BASELINE_DIR, 'plain.html', outDir);
    const live = formsFor(forms, ({ schema, uiSchema, formData }) => ({
      schema,
      uiSchema: plainUiSchema(uiSchema),
      formData,
    }));
    await buildPeerPage(BASELINE_DIR, 'live.html', outDir, { define: { __BENCH_FORMS__: live } });
  },
  pages: { login: PLAIN_PAGE, step: PLAIN_PAGE },
  typing: (key, productField) => ({ path: `/live.html?form=${key}`, field: productField }),
};

/** JSON Forms' material renderers name a control's input after its scope: `#/properties/companyName-input`. */
const jsonFormsInput = (property: string) => `input[id^="#/properties/${property}"]`;

/**
 * The JSON Forms + MUI peer (scripts/bench/peers/jsonforms), from an install of its own (JSON Forms 3.8 wants
 * MUI 7, the product has MUI 9): the product's login, business-information and applicants forms, each on the page
 * `?form=<key>`, with a UI schema of their fields in order (`jsonFormsUiSchema`). As shipped, its text inputs keep
 * each key in their own state and hand the value to the form (and its validation) 300 ms after the last key
 * (`useDebouncedChange`): a key press costs it little, the form's work comes after the typing.
 */
export const jsonForms: Peer = {
  label: 'JSON Forms + MUI',
  typingLabel: 'JSON Forms + MUI',
  async build(outDir, forms) {
    await installPeerFolder(JSON_FORMS_DIR);
    const english = createTranslators().en;
    const pageForms = formsFor(forms, (form) => ({
      schema: form.schema,
      uischema: jsonFormsUiSchema(form, english),
      data: form.formData,
    }));
    await buildPeerPage(JSON_FORMS_DIR, 'index.html', outDir, {
      define: { __BENCH_FORMS__: pageForms },
      ownInstall: true,
    });
  },
  pages: {
    login: { path: '/index.html?form=login', ready: jsonFormsInput('email') },
    step: { path: '/index.html?form=business', ready: jsonFormsInput('companyName') },
  },
  typing: (key) =>
    key === 'business'
      ? { path: '/index.html?form=business', field: jsonFormsInput('companyName') }
      : {
          path: '/index.html?form=applicants',
          // Each person is a collapsed panel: open the second, then type in its first name.
          reveal: '.MuiAccordionSummary-root >> nth=1',
          field: `.MuiAccordion-root.Mui-expanded ${jsonFormsInput('firstName')}`,
        },
};

/** Every peer the bench builds, in the order their figures are printed. */
export const PEERS: readonly Peer[] = [plainRjsf, jsonForms];

/** One peer's figure for one of its pages. */
export interface PeerMeasure<T> {
  peer: Peer;
  measured: T;
}

/**
 * Measures each peer's page for `/login` and for a wizard step with `measure` (given the peer's URL and page),
 * once per page when one page serves both; the results by the product's page they stand beside, in peer order.
 */
export async function measurePeerPages<T>(
  bench: BenchContext,
  measure: (url: string, page: PeerPage) => Promise<T>,
): Promise<Record<PageKind, Array<PeerMeasure<T>>>> {
  const results: Record<PageKind, Array<PeerMeasure<T>>> = { login: [], step: [] };
  for (const peer of PEERS) {
    const url = await bench.peerSite(peer);
    const byPath = new Map<string, T>();
    for (const kind of ['login', 'step'] as const) {
      const page = peer.pages[kind];
      if (!byPath.has(page.path)) byPath.set(page.path, await measure(url, page));
      results[kind].push({ peer, measured: byPath.get(page.path)! });
    }
  }
  return results;
}

/** The peers' figures in words, each followed by its peer's name: `90 plain @rjsf/mui; 62 JSON Forms + MUI`. */
export const besidePeers = <T>(peers: Array<PeerMeasure<T>>, say: (measured: T) => string): string =>
  peers.map(({ peer, measured }) => `${say(measured)} ${peer.label}`).join('; ');
