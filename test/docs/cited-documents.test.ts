import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf } from '../helpers/markdown-anchor.ts';

const root = resolve(import.meta.dirname, '../..');
const SEARCHED = ['src', 'scripts', 'test', 'schemas', 'locales', 'docs', 'README.md'];
const TEXT = /\.(ts|tsx|mjs|js|json|md|css|html|sh)$/;
const THIS_FILE = relative(root, import.meta.filename);
/** The product's specification and API decisions were documents outside the repository; their rules are in docs/. */
const OUTSIDE_DOCUMENT = /\b(SPEC|CONTRACT)(\.md)?\b/;
const CITATION = /docs\/[\w./-]+\.md(#[\w-]+)?/g;

function* files(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    // Installed packages are not ours: the bench installs a peer's own below scripts/bench/peers/ on first use.
    for (const entry of readdirSync(path)) if (entry !== 'node_modules') yield* files(join(path, entry));
  } else if (TEXT.test(path)) yield path;
}

const lines = SEARCHED.flatMap((top) =>
  [...files(join(root, top))].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `${relative(root, file)}:${index + 1}`, text })),
  ),
);

describe('what comments and docs cite', () => {
  it('is never a document outside the repository (SPEC.md, CONTRACT.md): the rule is stated in docs/ instead', () => {
    const citing = lines.filter((line) => !line.where.startsWith(THIS_FILE) && OUTSIDE_DOCUMENT.test(line.text));
    expect(citing.map((line) => `${line.where}: ${line.text.trim()}`)).toEqual([]);
  });

  it('is a docs/ file that exists, and a heading in it when an anchor is given', () => {
    const broken = lines.flatMap((line) =>
      [...line.text.matchAll(CITATION)].flatMap(([citation, anchor]) => {
        const file = join(root, citation.replace(/#.*/, ''));
        if (!existsSync(file)) return [`${line.where}: ${citation} (no such file)`];
        const anchors = readFileSync(file, 'utf8')
          .split('\n')
          .filter((text) => text.startsWith('#'))
          .map((heading) => `#${anchorOf(heading.replace(/^#+\s*/, ''))}`);
        return anchor && !anchors.includes(anchor) ? [`${line.where}: ${citation} (no such heading)`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
