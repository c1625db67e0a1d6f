import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

export interface Secrets {
  /** Signs session and signup tokens. */
  jwtSecret: string;
  /** The sandbox gateway's key secret and webhook secret (a real gateway's come from its dashboard). */
  sandboxKeySecret: string;
  sandboxWebhookSecret: string;
  /** The sandbox courier aggregator's: its API user's password, login tokens, webhook token and file links. */
  sandboxShippingSecret: string;
  /** The payouts sandbox's: its API key, account number and the secret that signs its webhooks. */
  sandboxPayoutSecret: string;
  /** The WhatsApp sandbox's: its access token, phone number id and, unless set, the app secret and verify token. */
  sandboxWhatsappSecret: string;
}

/**
 * Secrets from the environment, else generated once and kept in DATA_DIR/secrets.json (mode 600), so the
 * embedded shop keeps its logins across restarts with nothing to configure.
 */
export async function loadSecrets(config: Config): Promise<Secrets> {
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch {}
  const secrets: Secrets = {
    jwtSecret: config.JWT_SECRET ?? stored.jwtSecret ?? randomBytes(32).toString('base64url'),
    sandboxKeySecret: stored.sandboxKeySecret ?? randomBytes(24).toString('base64url'),
    sandboxWebhookSecret: stored.sandboxWebhookSecret ?? randomBytes(24).toString('base64url'),
    sandboxShippingSecret: stored.sandboxShippingSecret ?? randomBytes(24).toString('base64url'),
    sandboxPayoutSecret: stored.sandboxPayoutSecret ?? randomBytes(24).toString('base64url'),
    sandboxWhatsappSecret: stored.sandboxWhatsappSecret ?? randomBytes(24).toString('base64url'),
  };
  const generated =
    stored.sandboxKeySecret === undefined ||
    stored.sandboxWebhookSecret === undefined ||
    stored.sandboxShippingSecret === undefined ||
    stored.sandboxPayoutSecret === undefined ||
    stored.sandboxWhatsappSecret === undefined ||
    (!config.JWT_SECRET && stored.jwtSecret === undefined);
  if (generated) {
    // A secret given in the environment stays there and is never written to disk.
    const toStore = { ...secrets, jwtSecret: config.JWT_SECRET ? stored.jwtSecret : secrets.jwtSecret };
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}
