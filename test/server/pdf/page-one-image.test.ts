import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PaperApplications } from '../../../src/server/pdf/paper-applications.ts';
import { loadPaperSource } from '../../../src/server/pdf/paper-source.ts';
import { decodeGrayPng, difference, downscale } from './helpers/gray-png.ts';
import { renderPageToPng } from './helpers/pdf-text.ts';

const SNAPSHOT = resolve(import.meta.dirname, '../../snapshots/pdf/MO-ENG-page-1.png');
/** 72 dpi: one pixel per PDF point, enough to see every line, box and word of the page. */
const DPI = 72;
/**
 * The comparison blurs both images over 4×4-pixel squares first: the anti-aliasing of glyph and line edges, which
 * can differ slightly between poppler versions, averages out, while a moved box or a changed word still changes
 * whole squares. A square may then differ by at most 40 grey levels, and the page by 0.5 levels on average.
 */
const BLOCK = 4;
const MAX_SQUARE_DIFFERENCE = 40;
const MAX_MEAN_DIFFERENCE = 0.5;

/**
 * Page 1 of MO-ENG.pdf, drawn by poppler's `pdftoppm`, compared with the reviewed image in
 * test/snapshots/pdf/. After an intended change of the paper form (or of the schemas or texts on its first page),
 * look at the new image and accept it with `npx vitest run test/server/pdf/page-one-image.test.ts -u`.
 */
describe('page 1 of the Missouri application in English', () => {
  it('looks like the reviewed snapshot', { timeout: 60_000 }, async () => {
    const file = await new PaperApplications(loadPaperSource()).get('MO', 'ENG')!;
    const png = await renderPageToPng(file.bytes, 1, DPI);
    if (expect.getState().snapshotState.snapshotUpdateState === 'all' || !existsSync(SNAPSHOT)) {
      mkdirSync(dirname(SNAPSHOT), { recursive: true });
      writeFileSync(SNAPSHOT, png);
    }
    const actual = downscale(decodeGrayPng(png), BLOCK);
    const expected = downscale(decodeGrayPng(readFileSync(SNAPSHOT)), BLOCK);
    const { max, mean } = difference(actual, expected);
    if (max > MAX_SQUARE_DIFFERENCE || mean > MAX_MEAN_DIFFERENCE) {
      const rendered = join(tmpdir(), 'MO-ENG-page-1.actual.png');
      writeFileSync(rendered, png);
      expect.fail(
        `page 1 differs from ${SNAPSHOT} (largest difference ${max}, mean ${mean.toFixed(2)}): compare it with ` +
          `${rendered}`,
      );
    }
  });
});
