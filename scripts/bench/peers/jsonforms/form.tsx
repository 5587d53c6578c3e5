import type { JsonSchema, UISchemaElement } from '@jsonforms/core';
import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import { JsonForms } from '@jsonforms/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The product's forms by key, as JSON Forms takes them, put in by the bench's build (scripts/bench/lib/peers.ts). */
declare const __BENCH_FORMS__: Record<string, { schema: JsonSchema; uischema: UISchemaElement; data: unknown }>;

/** The page's form kept in React state, as JSON Forms' documentation shows it (`data` and `onChange`). */
function PeerForm({ schema, uischema, data: initial }: (typeof __BENCH_FORMS__)[string]) {
  const [data, setData] = useState(initial);
  return (
    <JsonForms
      schema={schema}
      uischema={uischema}
      data={data}
      renderers={materialRenderers}
      cells={materialCells}
      onChange={({ data: changed }) => setData(changed)}
    />
  );
}

/**
 * The JSON Forms + MUI peer: one of the product's forms (`?form=<key>`) rendered by JSON Forms' material renderers,
 * validated by the ajv JSON Forms brings. Built by `npm run bench` from this folder's own install, never shipped.
 */
const form = __BENCH_FORMS__[new URLSearchParams(location.search).get('form') ?? ''];
createRoot(document.getElementById('root')!).render(<PeerForm {...form} />);
