import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../src/db/client.ts';
import { products } from '../src/db/schema.ts';

// The demo data is a large module (its catalog, articles and artwork): loaded on every start only to find that
// everything is there, it held 7 MB for the life of the process (docs/scaling.md#memory). The build stamps the
// demo data's own fingerprint into the server (`DEMO_SEED_FINGERPRINT`, a hash of apps/api/seed), and a start that
// finds the catalog and a stamp of that fingerprint beside the artwork leaves the module unloaded. Any change to the
// demo data is a new fingerprint, so the next start loads it and adds what is missing, as before.

declare const DEMO_SEED_FINGERPRINT: string | undefined;

/** The build's fingerprint of the demo data; undefined when running from sources (tests, npm run dev). */
export function demoSeedFingerprint(): string | undefined {
  return typeof DEMO_SEED_FINGERPRINT === 'string' ? DEMO_SEED_FINGERPRINT : undefined;
}

const stampPath = (uploadsDir: string) => path.join(uploadsDir, '.demo-seed');

/** True when this build's demo data is known to be in place: a catalog, and the stamp the last full check left. */
export async function demoSeedInPlace(db: Db, uploadsDir: string, fingerprint = demoSeedFingerprint()) {
  if (!fingerprint) return false;
  const stamp = await readFile(stampPath(uploadsDir), 'utf8').catch(() => undefined);
  if (stamp?.trim() !== fingerprint) return false;
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  return anyProduct !== undefined;
}

/** Written after a full check, when the demo's catalog, coupons and artwork are all in place. */
export async function stampDemoSeed(uploadsDir: string, fingerprint = demoSeedFingerprint()): Promise<void> {
  if (fingerprint) await writeFile(stampPath(uploadsDir), `${fingerprint}\n`);
}
