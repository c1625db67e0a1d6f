import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type Storage, type StoredObject, safeKey } from './storage.ts';

/** Files in a folder of this machine: one instance, or several sharing a mounted volume. */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file behind `key`, or undefined when the key would leave the folder. */
  pathOf(key: string): string | undefined {
    const safe = safeKey(key);
    if (!safe) return undefined;
    const target = path.resolve(this.root, safe);
    return target.startsWith(`${this.root}${path.sep}`) ? target : undefined;
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    if (!target) throw new Error(`Not a storage key: ${key}`);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside and renamed, so that a concurrent reader never sees half a file.
    const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<StoredObject | undefined> {
    const target = this.pathOf(key);
    if (!target) return undefined;
    const size = await fileSize(target);
    if (size === undefined) return undefined;
    return { body: createReadStream(target), contentType: undefined, length: size };
  }

  async has(key: string): Promise<boolean> {
    const target = this.pathOf(key);
    return target !== undefined && (await fileSize(target)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    if (target) await rm(target, { force: true });
  }

  publicUrl(): undefined {
    return undefined;
  }
}

async function fileSize(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}
