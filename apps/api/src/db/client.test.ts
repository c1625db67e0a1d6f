import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-data-dir-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('opening the embedded database', () => {
  it('refuses a data directory it cannot use, naming the path and the reason', async () => {
    const file = path.join(workDir, 'data');
    await writeFile(file, 'a file where DATA_DIR should be');
    const cases = [
      [file, 'ENOTDIR'],
      [path.join(file, 'pglite'), 'ENOTDIR'],
      // /proc takes no new folders: PGlite used to wait forever here.
      ['/proc/shop-data/pglite', 'ENOENT|EACCES|EROFS'],
    ] as const;
    for (const [dataDir, codes] of cases) {
      const opening = openDatabase({ kind: 'pglite', dataDir });
      await expect(opening).rejects.toThrow(dataDir);
      await expect(opening).rejects.toThrow(new RegExp(`\\((${codes}): `));
    }
  });
});
