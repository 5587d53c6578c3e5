import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { formLoaders, type FormModule } from 'virtual:wizard';
import type { Effect } from '../shared/form-types.ts';
import type { Condition } from './effects.ts';
import { formsVersion } from './form-refresh.ts';
import { resolvedForm } from './resolved-form.ts';

/**
 * A form ready to render: schema (its `$ref`s resolved, see ./resolved-form.ts), UI schema, its precompiled validator
 * and its compiled effect conditions.
 */
export interface LoadedForm {
  id: string;
  schema: RJSFSchema;
  uiSchema: Record<string, unknown>;
  validator: ValidatorType;
  effects: Effect[];
  conditions: Condition[];
}

const cache = new Map<string, Promise<LoadedForm>>();

/**
 * The module of a form. In development, after an edit of schemas/, the module is fetched again under a new URL:
 * the browser keeps every module it imported by URL, so the old address would give the old form.
 */
function importForm(id: string): Promise<FormModule> {
  if (import.meta.env.DEV && formsVersion() > 0)
    return import(/* @vite-ignore */ `/@id/__x00__virtual:forms/${id}?v=${formsVersion()}`);
  return formLoaders[id]();
}

/** Loads a form of `schemas/` by id (`steps/business-information`), once; its code is split from the rest. */
export function loadForm(id: string): Promise<LoadedForm> {
  if (!formLoaders[id]) return Promise.reject(new Error(`No form "${id}" in schemas/`));
  const key = `${id}@${formsVersion()}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      importForm(id).then((module) => {
        const { schema, validateFns } = resolvedForm(module.schema as RJSFSchema, module.validateFns);
        return {
          id,
          schema,
          uiSchema: module.uiSchema,
          validator: createPrecompiledValidator(validateFns, schema) as ValidatorType,
          effects: (module.uiSchema['ui:effects'] ?? []) as Effect[],
          conditions: module.conditionFns as Condition[],
        };
      }),
    );
  }
  return cache.get(key)!;
}
