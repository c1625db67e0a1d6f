import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testFilesOnTheTestDatabase } from './database-files.ts';

describe('the test files npm run test:pg runs on the server', () => {
  it("are this repository's files that open the test database, directly or through helpers", () => {
    const files = testFilesOnTheTestDatabase(path.resolve(import.meta.dirname, '../../..'));
    // Through appForFile (test-app.ts), and a file that branches on the database itself.
    expect(files).toContain('apps/api/src/modules/users/users.test.ts');
    expect(files).toContain('apps/api/src/db/start-up-lock.test.ts');
    // Pure rules open no database.
    expect(files).not.toContain('apps/api/src/modules/invoices/gst.test.ts');
    expect(files).not.toContain('apps/api/test/database-files.test.ts');
  });

  const root = mkdtemp(path.join(os.tmpdir(), 'database-files-'));
  afterAll(async () => rm(await root, { recursive: true, force: true }));

  it('follows every kind of relative import, folders and cycles included, and nothing else', async () => {
    const dir = await root;
    // Written so that this file's own source does not ask for the test database.
    const opens = `inject('${'testDatabase'}')`;
    const files: Record<string, string> = {
      'apps/api/opens.ts': `const database = ${opens};`,
      'apps/api/helpers/index.ts': "import { a } from './a.ts';\nexport * from '../opens.ts';",
      'apps/api/helpers/a.ts': "import { b } from './index';",
      'apps/api/pure.ts': "import { z } from 'zod';\nimport { helper } from './helpers/missing.ts';",
      'apps/api/src/by-folder.test.ts': "import {\n  a,\n  b,\n} from '../helpers';",
      'apps/api/src/by-side-effect.test.ts': "import '../opens.ts';",
      'apps/api/src/by-dynamic-import.test.ts': "const { x } = await import('../helpers/a.ts');",
      'apps/api/src/in-a-cycle.test.ts': "import { a } from '../helpers/a.ts';",
      'apps/api/src/pure.test.ts': "import { p } from '../pure.ts';\nconst text = 'testDatabase';",
      'apps/api/node_modules/dependency/opens.test.ts': opens,
    };
    for (const [name, source] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), source);
    }
    expect(testFilesOnTheTestDatabase(dir)).toEqual([
      'apps/api/src/by-dynamic-import.test.ts',
      'apps/api/src/by-folder.test.ts',
      'apps/api/src/by-side-effect.test.ts',
      'apps/api/src/in-a-cycle.test.ts',
    ]);
  });
});
