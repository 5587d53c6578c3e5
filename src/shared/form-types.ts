import type { JsonObject } from './schema-bundle.ts';

export type StepKind = 'form' | 'identity' | 'review' | 'submit';

/** One step of `schemas/wizard.json`. */
export interface WizardStep {
  key: string;
  path: string;
  title: string;
  kind: StepKind;
  schema?: string;
  uiSchema?: string;
}

export interface WizardManifest {
  title: string;
  steps: WizardStep[];
}

/** A form as the browser and the server both use it: a self-contained schema and its UI schema. */
export interface FormDocument {
  id: string;
  schema: JsonObject;
  uiSchema: JsonObject;
}

/**
 * An effect of `ui:effects`: when one of the `on` fields changes and the form data then matches the JSON Schema
 * `when`, each action of `do` runs in order.
 */
export interface Effect {
  on: string[];
  when: JsonObject;
  do: EffectAction[];
}

export type EffectAction =
  | { set: string; to: unknown }
  | { clear: string }
  | { copy: string; to: string }
  | { addItem: string; item: unknown; ifEmpty?: boolean }
  | { setEach: string; field: string; to: unknown };
