import path from 'node:path';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The type of a file the shop stores, from its name (the names are the shop's own, chosen from the bytes). */
export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
