import { describe } from 'vitest';
import { itReportsEachMistake } from './lint-mistake-check.ts';
import { SCHEMA_MISTAKES, TEXT_MISTAKES } from './lint-mistakes-forms.ts';

describe('npm run lint:schemas, on texts and schemas', () => {
  itReportsEachMistake([...TEXT_MISTAKES, ...SCHEMA_MISTAKES]);
});
