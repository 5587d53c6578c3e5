import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's folder, the nearest one above this module that holds `package.json`. Files the product reads at run
 * time (the forms, the texts, the built client, the password list) are named from it rather than from the reading
 * module's own place, which differs between the TypeScript source (`src/…`) and the server that `npm start` runs,
 * built into one file per entry in `dist/server/`.
 */
function projectRootAbove(folder: string): string {
  for (let dir = folder; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${folder}`);
  }
}

export const PROJECT_ROOT = projectRootAbove(import.meta.dirname);
