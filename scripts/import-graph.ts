/**
 * The import graph of the API (apps/api/src) and the storefront (apps/web/app), for the check that keeps it free
 * of loops and of imports against the layer order of docs/architecture.md (import-graph.test.ts).
 *
 * No parser: imports are read from the text with the comments removed. Static imports and re-exports start a
 * line (as the formatter writes them), dynamic `import('…')` may stand anywhere. An import is type-only when it
 * reads `import type`, `export type`, `typeof import(…)`, or names nothing but `type` specifiers.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

export interface ImportEdge extends ImportRef {
  /** Files relative to the repository root, with forward slashes. */
  from: string;
  to: string;
}

/** Comments blanked out (newlines kept, so line numbers hold); strings and templates left as they are. */
function withoutComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\') j++;
        if (c !== '`' && source[j] === '\n') break;
        j++;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const STATIC =
  /^[ \t]*(import|export)\b([^'"`;]*?)\bfrom\s*(['"])([^'"]+)\3|^[ \t]*import\s*(['"])([^'"]+)\5/gm;
const DYNAMIC = /(typeof\s+)?\bimport\s*\(\s*(['"])([^'"]+)\2\s*[,)]/g;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Whether the clause between `import`/`export` and `from` imports types only. */
function clauseIsTypeOnly(clause: string): boolean {
  const trimmed = clause.trim();
  if (/^type\b/.test(trimmed)) return true;
  const braces = /^\{([^}]*)\}$/.exec(trimmed);
  if (!braces?.[1]) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => /^type\s/.test(name));
}

/** Every import, re-export and dynamic import that names a module by a string literal. */
export function importsOf(source: string): ImportRef[] {
  const text = withoutComments(source);
  const refs: ImportRef[] = [];
  for (const match of text.matchAll(STATIC)) {
    const specifier = match[4] ?? match[6];
    if (!specifier) continue;
    refs.push({
      specifier,
      typeOnly: match[2] !== undefined && clauseIsTypeOnly(match[2]),
      line: lineAt(text, match.index + (match[0].length - match[0].trimStart().length)),
    });
  }
  for (const match of text.matchAll(DYNAMIC)) {
    refs.push({
      specifier: match[3] as string,
      typeOnly: match[1] !== undefined,
      line: lineAt(text, match.index),
    });
  }
  return refs;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$|\.e2e\.ts$/;

/** The source files under a folder, tests left out: nothing imports a test, and a test may reach anything. */
export function sourceFiles(repoRoot: string, folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full);
      } else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(path.relative(repoRoot, full).split(path.sep).join('/'));
      }
    }
  };
  walk(path.join(repoRoot, folder));
  return files.sort();
}

/**
 * The file an import names, relative to the repository root, or undefined for a package or anything outside
 * the repository's sources. `aliases` maps a prefix such as `#app/` to a folder (apps/web/package.json "imports").
 */
export function resolveImport(
  repoRoot: string,
  fromFile: string,
  specifier: string,
  aliases: Record<string, string> = {},
): string | undefined {
  let target: string | undefined;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    target = path.posix.join(path.posix.dirname(fromFile), specifier);
  } else {
    for (const [prefix, folder] of Object.entries(aliases)) {
      if (specifier.startsWith(prefix)) target = path.posix.join(folder, specifier.slice(prefix.length));
    }
  }
  if (target === undefined) return undefined;
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((candidate) => {
    const full = path.join(repoRoot, candidate);
    return SOURCE.test(candidate) && existsSync(full) && statSync(full).isFile();
  });
}

/** The edges between the given files; imports of anything else (packages, assets, generated types) are left out. */
export function importGraph(
  repoRoot: string,
  files: string[],
  aliases: Record<string, string> = {},
): ImportEdge[] {
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const ref of importsOf(readFileSync(path.join(repoRoot, from), 'utf8'))) {
      const to = resolveImport(repoRoot, from, ref.specifier, aliases);
      if (to !== undefined && known.has(to)) edges.push({ from, to, ...ref });
    }
  }
  return edges;
}

/**
 * The loops of a graph, each a path that starts and ends at the same file, e.g. [a, b, a]: for every strongly
 * connected component of more than one file (or a file importing itself), loops enough to name all its files.
 */
export function findCycles(edges: Pick<ImportEdge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from)?.push(to);
  }
  for (const targets of next.values()) targets.sort();

  // Tarjan's strongly connected components, iteratively (a deep import chain must not overflow the stack).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; child: number };
      const targets = next.get(frame.node) ?? [];
      if (frame.child < targets.length) {
        const target = targets[frame.child++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, child: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (next.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }

  // Name each component by loops: the shortest way back to its first file, then through each file no loop
  // named yet, so that every file of a knot shows in a message.
  const loopThrough = (first: string, members: Set<string>): string[] => {
    const cameFrom = new Map<string, string>();
    const queue = [first];
    let closing: string | undefined;
    while (queue.length > 0 && closing === undefined) {
      const node = queue.shift() as string;
      for (const target of next.get(node) ?? []) {
        if (!members.has(target)) continue;
        if (target === first) {
          closing = node;
          break;
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, node);
          queue.push(target);
        }
      }
    }
    const back: string[] = [];
    for (let node = closing; node !== undefined && node !== first; node = cameFrom.get(node)) back.push(node);
    return [first, ...back.reverse(), first];
  };
  return components.flatMap((component) => {
    const members = new Set(component);
    const named = new Set<string>();
    const loops: string[][] = [];
    for (const file of [...component].sort()) {
      if (named.has(file)) continue;
      const loop = loopThrough(file, members);
      for (const member of loop) named.add(member);
      loops.push(loop);
    }
    return loops;
  });
}

export interface Layer {
  name: string;
  /** Whether a file belongs to this layer; the first layer that claims a file has it. */
  holds: (file: string) => boolean;
  /** The layers this one may import, besides itself. */
  mayImport: string[];
}

export interface Violation {
  edge: ImportEdge;
  fromLayer: string;
  toLayer: string;
}

export function layerOf(layers: Layer[], file: string): string | undefined {
  return layers.find((layer) => layer.holds(file))?.name;
}

/** Imports from one layer into a layer it may not import. A file no layer claims is reported too. */
export function layerViolations(edges: ImportEdge[], layers: Layer[]): Violation[] {
  const byName = new Map(layers.map((layer) => [layer.name, layer]));
  const violations: Violation[] = [];
  for (const edge of edges) {
    const fromLayer = layerOf(layers, edge.from) ?? '(no layer)';
    const toLayer = layerOf(layers, edge.to) ?? '(no layer)';
    if (fromLayer === toLayer && fromLayer !== '(no layer)') continue;
    if (byName.get(fromLayer)?.mayImport.includes(toLayer)) continue;
    violations.push({ edge, fromLayer, toLayer });
  }
  return violations;
}

export function describeCycle(cycle: string[]): string {
  return `import loop: ${cycle.join(' → ')}`;
}

export function describeViolation({ edge, fromLayer, toLayer }: Violation): string {
  const kind = edge.typeOnly ? 'type import' : 'import';
  return `${edge.from}:${edge.line} (${fromLayer}) → ${edge.to} (${toLayer}): ${kind} against the layer order`;
}
