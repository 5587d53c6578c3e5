import { afterAll, describe, expect, it } from 'vitest';
import { createInspectionPool } from '../../../src/server/inspection/inspection-pool.ts';
import { verifyPng } from '../../../src/server/submission/png-check.ts';
import { decodeSignature, pngHeader } from '../../../src/server/submission/signature-image.ts';
import { blankPng, dataUrl, HOSTILE_PNGS } from '../../../scripts/lib/files/png-fixtures.ts';

describe('a signature image', () => {
  const pool = createInspectionPool();
  afterAll(() => pool.close());

  it('is accepted as the pad draws it, by its header and by its decoded pixels', async () => {
    const png = blankPng(900, 450);
    expect(pngHeader(png)).toEqual({ width: 900, height: 450 });
    expect(decodeSignature(dataUrl(png))).toEqual({ png });
    expect(verifyPng(png)).toBe(true);
    expect(await pool.run({ kind: 'png', bytes: png })).toEqual({ result: true });
  });

  it.each([
    ['10000x10000', 10_000, 10_000],
    ['wider than 4096', 5000, 100],
    ['taller than 2048', 100, 3000],
    ['over 3 million pixels', 4000, 2000],
  ])('is refused as too large by its header alone: %s', (_name, width, height) => {
    const header = blankPng(1, 1);
    header.writeUInt32BE(width, 16);
    header.writeUInt32BE(height, 20);
    expect(decodeSignature(dataUrl(header))).toEqual({ problem: 'tooLarge' });
  });

  it('is refused as damaged when its header declares no pixels', () => {
    expect(decodeSignature(dataUrl(blankPng(1, 1).fill(0, 16, 24)))).toEqual({ problem: 'damaged' });
  });

  it.each(Object.entries(HOSTILE_PNGS).filter(([name]) => !name.includes('10000')))(
    'is refused, off the event loop, when it is %s',
    async (_name, make) => {
      const png = make();
      expect(decodeSignature(dataUrl(png))).toEqual({ png });
      expect(verifyPng(png)).toBe(false);
      expect(await pool.run({ kind: 'png', bytes: png })).toEqual({ result: false });
    },
  );

  it('is refused when its check runs past the time budget, and the thread is stopped', async () => {
    const hurried = createInspectionPool({ timeBudgetMs: 1 });
    try {
      expect(await hurried.run({ kind: 'png', bytes: blankPng(900, 450) })).toEqual({ overBudget: true });
    } finally {
      await hurried.close();
    }
  });
});
