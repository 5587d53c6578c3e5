import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf } from '../helpers/markdown-anchor.ts';

const root = resolve(import.meta.dirname, '../..');
const guides = [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => join(root, 'docs', path)),
];
/** `[text](target)` where the target is not a web address: a file of the repository, maybe with a heading. */
const LOCAL_LINK = /\]\((?!https?:|mailto:)([^)\s]+)\)/g;

const anchorsOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#+ /.test(line))
    .map((line) => anchorOf(line.replace(/^#+\s*/, '')));

describe('the README and the guides in docs/', () => {
  it('keep the README a front door of at most 250 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('link only to files that exist, and to headings that exist in them', () => {
    const broken = guides.flatMap((guide) =>
      [...readFileSync(guide, 'utf8').matchAll(LOCAL_LINK)].flatMap(([, target]) => {
        const [path, anchor] = target.split('#');
        const file = path ? resolve(dirname(guide), path) : guide;
        const where = `${relative(root, guide)}: ${target}`;
        if (!existsSync(file)) return [`${where} (no such file)`];
        return anchor && file.endsWith('.md') && !anchorsOf(file).includes(anchor)
          ? [`${where} (no such heading)`]
          : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('record decisions from what the repository holds: no record links outside it', () => {
    const records = guides.filter((guide) => relative(root, guide).startsWith('docs/decisions/'));
    const outside = records.filter((record) => /\]\(https?:/.test(readFileSync(record, 'utf8')));
    expect(outside.map((record) => relative(root, record))).toEqual([]);
  });
});
