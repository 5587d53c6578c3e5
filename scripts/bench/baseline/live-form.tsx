import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { AJV_OPTIONS_OVERRIDES, extendAjv } from '../../../src/shared/ajv-options.ts';

/** The forms to type into, by key, put in by the bench's build (scripts/bench/lib/build.ts). */
declare const __BENCH_FORMS__: Record<string, { schema: RJSFSchema; uiSchema: UiSchema; formData: unknown }>;

/** The runtime validator with the same ajv settings and keywords as the product's precompiled ones. */
const validator = customizeValidator({ ajvOptionsOverrides: AJV_OPTIONS_OVERRIDES, extenderFn: extendAjv });

/**
 * The typing baseline: one of the product's forms (`?form=<key>`) rendered by a plain `@rjsf/mui` Form with
 * `liveValidate` and the runtime validator. The Form keeps its own state (no `onChange` round trip through the
 * page), the cheapest way to use it. Built by `npm run bench`, never shipped.
 */
const { schema, uiSchema, formData } = __BENCH_FORMS__[new URLSearchParams(location.search).get('form') ?? ''];
createRoot(document.getElementById('root')!).render(
  <Form schema={schema} uiSchema={uiSchema} validator={validator} formData={formData} liveValidate />,
);
