import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  describeCycle,
  describeViolation,
  findCycles,
  type ImportEdge,
  importGraph,
  importsOf,
  type Layer,
  layerViolations,
  sourceFiles,
} from './import-graph.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const API = 'apps/api/src/';
const inApi = (file: string) => file.slice(API.length);
const ENTRY_POINTS = new Set(['app.ts', 'services.ts', 'server.ts', 'shutdown.ts', 'db/admin-create.ts']);
const SETTINGS = new Set(['config.ts', 'config-schema.ts', 'paths.ts', 'secrets.ts', 'writable-dir.ts']);

/**
 * The API's layers, lowest first, as docs/architecture.md ("Layers and the direction of dependencies") states
 * them. Type-only imports count: a type from a higher layer is knowledge of that layer all the same.
 */
const API_LAYERS: Layer[] = [
  // Start-up and the composition root build and start everything, and the admin:create script builds what it
  // needs the same way: they may import every layer.
  {
    name: 'entry',
    holds: (file) => ENTRY_POINTS.has(inApi(file)),
    mayImport: ['domain', 'settings', 'db', 'adapters', 'http', 'routes', 'services'],
  },
  { name: 'domain', holds: (file) => inApi(file).startsWith('domain/'), mayImport: [] },
  { name: 'settings', holds: (file) => SETTINGS.has(inApi(file)), mayImport: ['domain'] },
  { name: 'db', holds: (file) => inApi(file).startsWith('db/'), mayImport: ['domain', 'settings'] },
  {
    name: 'adapters',
    holds: (file) => inApi(file).startsWith('adapters/'),
    mayImport: ['domain', 'settings', 'db'],
  },
  {
    name: 'http',
    holds: (file) => inApi(file).startsWith('http/'),
    mayImport: ['domain', 'settings', 'db', 'adapters'],
  },
  {
    name: 'routes',
    holds: (file) => inApi(file).startsWith('modules/') && file.endsWith('.routes.ts'),
    mayImport: ['domain', 'settings', 'adapters', 'http', 'services'],
  },
  {
    name: 'services',
    holds: (file) => inApi(file).startsWith('modules/'),
    mayImport: ['domain', 'settings', 'db', 'adapters'],
  },
];

/** The API's modules as one node each: `modules/orders/…` is `orders`. */
function betweenModules(edges: ImportEdge[]): { from: string; to: string }[] {
  const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(inApi(file))?.[1];
  return edges.flatMap((edge) => {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    return from && to && from !== to ? [{ from: `modules/${from}`, to: `modules/${to}` }] : [];
  });
}

describe('the import graph', () => {
  const api = importGraph(repoRoot, sourceFiles(repoRoot, 'apps/api/src'));
  const web = importGraph(repoRoot, sourceFiles(repoRoot, 'apps/web/app'), { '#app/': 'apps/web/app/' });

  it('sees the imports (a broken reader would pass everything)', () => {
    expect(api.length).toBeGreaterThan(300);
    expect(web.length).toBeGreaterThan(300);
    expect(api).toContainEqual(
      expect.objectContaining({ from: 'apps/api/src/app.ts', to: 'apps/api/src/services.ts' }),
    );
  });

  it('has no import loop in the API, type imports included', () => {
    expect(findCycles(api).map(describeCycle)).toEqual([]);
  });

  it('has no loop between the API modules', () => {
    expect(findCycles(betweenModules(api)).map(describeCycle)).toEqual([]);
  });

  it('has no import against the layer order of the API', () => {
    expect(layerViolations(api, API_LAYERS).map(describeViolation)).toEqual([]);
  });

  it('has no import loop in the storefront, type imports included', () => {
    expect(findCycles(web).map(describeCycle)).toEqual([]);
  });
});

describe('the checker', () => {
  const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({
    from,
    to,
    specifier: to,
    typeOnly,
    line: 1,
  });

  it('reads static, re-exported, side-effect, multi-line and dynamic imports, and which are types only', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C, type D } from './c.ts';",
      "import { type E, f } from './e.ts';",
      'import {',
      '  g,',
      '  h,',
      "} from './g.ts';",
      "export * from './x.ts';",
      "export type { Y } from './y.ts';",
      "import './side-effect.ts';",
      "// import { z } from './commented-out.ts';",
      "/* import { w } from './also-commented.ts'; */",
      "const later = await import('./later.ts');",
      "type Module = typeof import('./typed.ts');",
      'const text = \'import { no } from "./in-a-string.ts"\';',
    ].join('\n');
    expect(
      importsOf(source).map(({ specifier, typeOnly }) => `${specifier}${typeOnly ? ' (type)' : ''}`),
    ).toEqual([
      './a.ts',
      './b.ts (type)',
      './c.ts (type)',
      './e.ts',
      './g.ts',
      './x.ts',
      './y.ts (type)',
      './side-effect.ts',
      './later.ts',
      './typed.ts (type)',
    ]);
  });

  it('finds a loop and names it file by file', () => {
    const cycles = findCycles([edge('a', 'b'), edge('b', 'c', true), edge('c', 'a'), edge('c', 'd')]);
    expect(cycles.map(describeCycle)).toEqual(['import loop: a → b → c → a']);
    expect(findCycles([edge('a', 'a')])).toEqual([['a', 'a']]);
    // Two loops sharing b are one knot; each is named.
    expect(findCycles([edge('a', 'b'), edge('b', 'a'), edge('b', 'c'), edge('c', 'b')])).toEqual([
      ['a', 'b', 'a'],
      ['c', 'b', 'c'],
    ]);
    expect(findCycles([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toEqual([]);
  });

  it('finds an import against the layer order and names the file, line and layers', () => {
    const layers: Layer[] = [
      { name: 'low', holds: (file) => file.startsWith('low/'), mayImport: [] },
      { name: 'high', holds: (file) => file.startsWith('high/'), mayImport: ['low'] },
    ];
    const upward = { ...edge('low/a.ts', 'high/b.ts', true), line: 7 };
    const violations = layerViolations(
      [edge('high/b.ts', 'low/a.ts'), edge('low/a.ts', 'low/c.ts'), upward],
      layers,
    );
    expect(violations.map(describeViolation)).toEqual([
      'low/a.ts:7 (low) → high/b.ts (high): type import against the layer order',
    ]);
    expect(layerViolations([edge('elsewhere/x.ts', 'low/a.ts')], layers).map(describeViolation)).toEqual([
      'elsewhere/x.ts:1 ((no layer)) → low/a.ts (low): import against the layer order',
    ]);
  });
});
