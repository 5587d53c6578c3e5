import type { JsonObject } from './schema-bundle.ts';

export type StepKind = 'form' | 'identity' | 'review' | 'submit';

/**
 * One call that saves a data step: `PUT /api<path>` with the whole form data (`body: "form"`, an object) or with
 * the bare list of one of its list fields (`body: "shops"`). `section` names where it is kept and the key of
 * `GET /v1/credit-app` that reads it back; `without` names form fields another call of the step saves.
 */
interface StepSave {
  section: string;
  path: string;
  body: string;
  without?: string[];
}

/** One step of `schemas/wizard.json`. */
export interface WizardStep {
  key: string;
  path: string;
  title: string;
  kind: StepKind;
  schema?: string;
  uiSchema?: string;
  /** A data step's saves, in the order they run; the first tells whether the step is saved. */
  saves?: StepSave[];
  /** Whether the step must be saved before the application can be submitted. */
  requiredToSubmit?: boolean;
  /** Files the step uploads: the key of `GET /v1/credit-app` listing them, and the review's label (a locale key). */
  files?: {
    section: string;
    title: string;
    /** A yes/no field of the step: the files are listed on the review only while it is yes. */
    whileYes?: string;
  };
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
