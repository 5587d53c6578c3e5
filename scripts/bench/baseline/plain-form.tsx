import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';

/** Two fields: the smallest form worth the name, as the issue measured its bundle baseline. */
const schema: RJSFSchema = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', format: 'email', title: 'Email' },
    password: { type: 'string', minLength: 8, title: 'Password' },
  },
};

/**
 * The bundle baseline: a plain `@rjsf/mui` form with the runtime `@rjsf/validator-ajv8` (which compiles the schema
 * with ajv in the browser), as the RJSF documentation shows it. Built by `npm run bench`, never shipped.
 */
createRoot(document.getElementById('root')!).render(<Form schema={schema} validator={validator} />);
