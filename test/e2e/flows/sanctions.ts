import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { RunningProduct } from '../harness.ts';
import { sdnFiles, sdnFolder, type TestEntry } from '../../server/screening/sdn-files.ts';

const root = resolve(import.meta.dirname, '../../..');

/**
 * Loads a small SDN list made for the test into the product with the real command, `npm run sanctions -- load DIR
 * --date DAY`, against the product's database. The shared product's other applications are screened against it
 * too: its entries must be names no other test gives.
 */
export async function loadSanctionsList(product: RunningProduct, entries: TestEntry[], day: string): Promise<void> {
  const folder = await sdnFolder(sdnFiles(entries));
  await promisify(execFile)(
    resolve(root, 'node_modules/.bin/tsx'),
    ['scripts/sanctions.ts', 'load', folder, '--date', day],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:${join(product.dataDir, 'app.db')}`,
        // The product keeps its generated key in its own folder (product-server.ts); the command reads it there.
        SECRETS_DIR: product.dataDir,
        LOG_LEVEL: 'warn',
      },
    },
  );
}
