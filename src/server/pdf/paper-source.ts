import { join } from 'node:path';
import brand from '../../shared/brand.json' with { type: 'json' };
import type { Translate } from '../../shared/field-errors.ts';
import { LOCALES_DIR, SCHEMAS_DIR, loadForm, loadManifest, readJson } from '../../shared/form-files.ts';
import { formIdOf } from '../../shared/form-id.ts';
import type { StepKind } from '../../shared/form-types.ts';
import { createTranslators, LANGUAGES, type Language } from '../i18n/server-i18n.ts';
import type { ContentBlock } from '../../shared/content-markdown.ts';
import { readContentDocument } from './content-documents.ts';
import { paperItems, type PaperItem } from './paper-items.ts';
import { loadStores } from '../stores/store-finder.ts';
import { loadTaxExemptionForms, type TaxExemptionForms } from './tax-exemption-forms.ts';

/**
 * The texts a paper form prints before the agreements and signatures, in this order, each the first file that exists of
 * `locales/<language>/content/<name>.md`: the texts the online submit step shows (`terms.md`, `general-terms.md`,
 * `personal-guarantee.md`), and `terms-of-payment.md` (docs/decisions/0006-product-rules.md#paper-forms-and-content)
 * standing in for the terms where their full text is not written.
 */
const TERMS_DOCUMENTS = [['terms', 'terms-of-payment'], ['general-terms'], ['personal-guarantee']] as const;

/** One step of the wizard, as paper shows it. */
interface PaperSection {
  kind: StepKind;
  /** The step's title, translated. */
  title: string;
  items: PaperItem[];
}

/** Everything one language's paper form prints, except what depends on the state. */
export interface PaperEdition {
  language: Language;
  t: Translate;
  sections: PaperSection[];
  terms: ContentBlock[][];
  exemptions: TaxExemptionForms;
}

export interface PaperSource {
  /** The states of the application's list (`schemas/common/definitions.json`), in its order. */
  states: string[];
  editions: Record<Language, PaperEdition>;
}

/** The state codes of the shared `state` definition: the same list the online forms offer. */
export function loadStates(schemasDir = SCHEMAS_DIR): string[] {
  const file = join(schemasDir, 'common/definitions.json');
  const definitions = readJson(file) as { definitions?: { state?: { enum?: unknown } } };
  const states = definitions.definitions?.state?.enum;
  if (!Array.isArray(states) || !states.every((state) => typeof state === 'string'))
    throw new Error(`${file}: definitions.state.enum must list the state codes`);
  return states;
}

/**
 * Reads what the paper forms are made of, once: the wizard's data steps with their schemas and UI schemas, the
 * locale texts, the terms and the tax-exemption content of every language. Content mistakes surface here, at
 * start-up, with the file named.
 */
export function loadPaperSource(schemasDir = SCHEMAS_DIR, localesDir = LOCALES_DIR): PaperSource {
  const states = loadStates(schemasDir);
  const stores = loadStores(schemasDir);
  const steps = loadManifest(schemasDir).steps.filter((step) => step.schema);
  const forms = steps.map((step) => ({ step, form: loadForm(formIdOf(step.schema!), schemasDir) }));
  const translators = createTranslators(localesDir);
  const edition = (language: Language): PaperEdition => {
    const t = translators[language];
    return {
      language,
      t,
      sections: forms.map(({ step, form }) => ({
        kind: step.kind,
        title: t(step.title),
        items: paperItems(form, step.key, t, stores),
      })),
      terms: TERMS_DOCUMENTS.map((names) =>
        readContentDocument(localesDir, language, names, { supplier: brand.supplierName }),
      ).filter((blocks) => blocks !== undefined),
      exemptions: loadTaxExemptionForms(localesDir, language, states),
    };
  };
  return {
    states,
    editions: Object.fromEntries(LANGUAGES.map((language) => [language, edition(language)])) as Record<
      Language,
      PaperEdition
    >,
  };
}
