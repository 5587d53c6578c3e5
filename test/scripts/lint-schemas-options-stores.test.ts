import { describe } from 'vitest';
import { itReportsEachMistake } from './lint-mistake-check.ts';
import { OPTION_MISTAKES } from './lint-mistakes-options.ts';
import { STORE_MISTAKES } from './lint-mistakes-stores.ts';

describe('npm run lint:schemas, on options and the store directory', () => {
  itReportsEachMistake([...OPTION_MISTAKES, ...STORE_MISTAKES]);
});
