import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A module that reads the run's test database: test-app.ts and the few tests and helpers that branch on it. */
const READS_TEST_DATABASE = /\binject\(\s*['"]testDatabase['"]\s*\)/;
/** The relative imports of a module: `from './x.ts'`, `import './x.ts'` and `import('./x.ts')`. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport\(?)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The API's test files, relative to `root`, whose run depends on the test database (TEST_DATABASE): those that
 * reach, through their relative imports, a module asking for it. `npm run test:pg` runs only these on the
 * PostgreSQL server; every other file opens no test database, so it would run there exactly as in `npm test`.
 */
export function testFilesOnTheTestDatabase(root: string): string[] {
  const modules = new Map<string, { reads: boolean; imports: string[] }>();
  const moduleAt = (file: string) => {
    let known = modules.get(file);
    if (!known) {
      const source = readFileSync(file, 'utf8');
      known = {
        reads: READS_TEST_DATABASE.test(source),
        imports: [...source.matchAll(RELATIVE_IMPORT)].flatMap(([, specifier]) => {
          const target = resolved(file, specifier as string);
          return target ? [target] : [];
        }),
      };
      modules.set(file, known);
    }
    return known;
  };
  // Each test file's imports, breadth first, until one reads the test database.
  const reaches = (testFile: string) => {
    const seen = new Set([testFile]);
    for (const file of seen) {
      const module = moduleAt(file);
      if (module.reads) return true;
      for (const target of module.imports) seen.add(target);
    }
    return false;
  };
  return globSync('apps/api/**/*.test.ts', { cwd: root, exclude: (name) => name === 'node_modules' })
    .filter((file) => reaches(path.join(root, file)))
    .sort();
}

/** The file a relative import names, as written or with `.ts` or `/index.ts` added; undefined outside the sources. */
function resolved(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, path.join(base, 'index.ts')].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate) && statSync(candidate).isFile(),
  );
}
