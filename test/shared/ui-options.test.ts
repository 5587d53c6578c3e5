import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_OPTIONS } from '../../src/shared/ui-options.ts';
import { RJSF_UI_SETTINGS } from '../../scripts/lib/lint/ui-keys.ts';

const SRC = resolve(import.meta.dirname, '../../src');
/** Options RJSF itself computes and hands to widgets (not written in UI schemas). */
const COMPUTED_BY_RJSF = ['enumOptions'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** Every option name the browser code reads: `options.width`, `ui.options.format`, `{ addLabel } = getUiOptions(…)`. */
function optionsRead(): Set<string> {
  const names = new Set<string>();
  for (const text of ['engine', 'widgets', 'app'].flatMap((folder) => sources(join(SRC, folder)))) {
    for (const match of text.matchAll(/(?<![\w:/'-])(?:options|uiOptions|ui\.options)\.(\w+)/g)) names.add(match[1]);
    for (const match of text.matchAll(/\{([^{}]*)\}\s*=\s*getUiOptions/g))
      for (const part of match[1].split(',')) names.add(part.trim().split(/[\s=:]/)[0]);
  }
  names.delete('');
  return names;
}

describe('the list of UI options (src/shared/ui-options.ts)', () => {
  it('names every option the engine, the widgets and the app read, so the lint knows each one', () => {
    const known = new Set([...Object.keys(UI_OPTIONS), ...RJSF_UI_SETTINGS, ...COMPUTED_BY_RJSF]);
    const read = optionsRead();
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !known.has(name))).toEqual([]);
  });
});
