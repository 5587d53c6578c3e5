import type { CheckContext, FormFiles, Rule as SharedRule } from '../../../src/shared/form-lint/types.ts';
import type { FormField } from '../../../src/shared/form-model/index.ts';

export type { Finding, JsonFile, Reporter } from '../../../src/shared/form-lint/types.ts';

/** A form as the lint's own rules read it: its files, and its fields. */
export interface LintForm extends FormFiles {
  /**
   * The form model's fields of the form's top level (conditional fields included), read with its UI schema when
   * that is an object; empty when the schema is unusable.
   */
  fields: FormField[];
}

/** What the lint's rules read: what start-up checks read, with each form's fields. */
export interface LintContext extends CheckContext {
  forms: LintForm[];
}

/** A rule of the lint (the start-up rules of `src/shared/form-lint` are rules of the lint too). */
export type Rule = SharedRule<LintContext>;
