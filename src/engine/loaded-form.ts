import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { formLoaders } from 'virtual:wizard';
import type { Effect } from '../shared/form-types.ts';
import type { Condition } from './effects.ts';

/** A form ready to render: schema, UI schema, its precompiled validator and its compiled effect conditions. */
export interface LoadedForm {
  id: string;
  schema: RJSFSchema;
  uiSchema: Record<string, unknown>;
  validator: ValidatorType;
  effects: Effect[];
  conditions: Condition[];
}

const cache = new Map<string, Promise<LoadedForm>>();

/** Loads a form of `schemas/` by id (`steps/business-information`), once; its code is split from the rest. */
export function loadForm(id: string): Promise<LoadedForm> {
  const loader = formLoaders[id];
  if (!loader) return Promise.reject(new Error(`No form "${id}" in schemas/`));
  if (!cache.has(id)) {
    cache.set(
      id,
      loader().then((module) => ({
        id,
        schema: module.schema as RJSFSchema,
        uiSchema: module.uiSchema,
        validator: createPrecompiledValidator(module.validateFns, module.schema as RJSFSchema) as ValidatorType,
        effects: (module.uiSchema['ui:effects'] ?? []) as Effect[],
        conditions: module.conditionFns as Condition[],
      })),
    );
  }
  return cache.get(id)!;
}
