import { describe } from 'vitest';
import { itReportsEachMistake } from './lint-mistake-check.ts';
import { BRAND_MISTAKES, CONTENT_MISTAKES, JSON_MISTAKES, MANIFEST_MISTAKES } from './lint-mistakes-files.ts';

describe('npm run lint:schemas, on JSON files, the brand, content documents and the manifest', () => {
  itReportsEachMistake([...JSON_MISTAKES, ...BRAND_MISTAKES, ...CONTENT_MISTAKES, ...MANIFEST_MISTAKES]);
});
