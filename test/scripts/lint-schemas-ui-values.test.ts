import { describe } from 'vitest';
import { itReportsEachMistake } from './lint-mistake-check.ts';
import { UI_MISTAKES, VALUE_MISTAKES } from './lint-mistakes-forms.ts';

describe('npm run lint:schemas, on UI schemas and field values', () => {
  itReportsEachMistake([...UI_MISTAKES, ...VALUE_MISTAKES]);
});
