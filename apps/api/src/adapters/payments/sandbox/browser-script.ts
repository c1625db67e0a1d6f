import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';

/**
 * A browser script written in TypeScript, so it is linted and type-checked with the API, served as the
 * JavaScript Node's own type stripping makes of it: no bundler and no build step, in development, tests and
 * production alike. The script may only use erasable syntax (types, `import type`), and runs as a classic script.
 */
export function browserScript(file: URL): string {
  const source = readFileSync(file, 'utf8');
  return withoutExperimentalWarning(() => stripTypeScriptTypes(source, { mode: 'strip' })).replace(
    /[ \t]+$/gm,
    '',
  );
}

// Node 24 marks stripTypeScriptTypes experimental and says so on stderr once per process; operators can do
// nothing about it, so the one warning is held back while the scripts load.
function withoutExperimentalWarning<T>(run: () => T): T {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const kind = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    if (kind === 'ExperimentalWarning' && String(warning).includes('stripTypeScriptTypes')) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return run();
  } finally {
    process.emitWarning = emitWarning;
  }
}
