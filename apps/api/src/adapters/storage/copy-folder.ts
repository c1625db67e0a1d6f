import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-type.ts';
import type { Storage } from './storage.ts';

/** Puts every file of `folder` that `storage` lacks into it, under the same relative key; returns how many. */
export async function copyMissingInto(folder: string, storage: Storage): Promise<number> {
  let copied = 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(folder, file).split(path.sep).join('/');
    if (await storage.has(key)) continue;
    await storage.put(key, await readFile(file), contentTypeOf(key));
    copied += 1;
  }
  return copied;
}
