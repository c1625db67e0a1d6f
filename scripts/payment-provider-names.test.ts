import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = 'apps/api/src';

/** The provider's own folder, and the sandbox's, which imitates its protocol (docs/payments.md). */
const PROVIDER_FOLDERS = [
  'adapters/payments/razorpay/',
  'adapters/payments/sandbox/',
  // The same company's payouts (docs/cod.md#payouts), and the sandbox that speaks their protocol.
  'adapters/payouts/razorpayx/',
  'adapters/payouts/sandbox/',
];

/** Files outside those folders that may name the provider, and why. Keep it this short. */
const ALLOWED: Record<string, string> = {
  'modules/orders/orders.routes.ts': 'the spec route names and the fields their payloads carry',
  'config-schema.ts': "the provider's settings (PAYMENT_PROVIDER=razorpay, RAZORPAY_KEY_ID, …)",
  'config.ts': 'the production check names the settings a real provider needs',
  'server.ts': 'the start-up notice names the PAYMENT_PROVIDER setting to change',
  'adapters/payments/providers.ts': 'the one line where providers are chosen',
  'adapters/payouts/providers.ts': 'the one line where payout providers are chosen',
  'modules/payouts/payout-sandbox.routes.ts':
    "the payouts sandbox serves that provider's protocol at its path",
  'modules/orders/ifsc-banks.ts': 'the bank codes are copied from its open IFSC list, under its licence',
};

function apiFiles(dir = path.join(repoRoot, API)): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiFiles(full);
    return entry.name.includes('.test.')
      ? []
      : [path.relative(path.join(repoRoot, API), full).split(path.sep).join('/')];
  });
}

describe('the payment provider’s names', () => {
  const files = apiFiles();

  it('sees the API’s files (a broken walk would pass everything)', () => {
    expect(files).toContain('adapters/payments/razorpay/razorpay-provider.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it('live only in the provider’s adapter folder, the sandbox that imitates it and the allowed files', () => {
    const outside = files.filter(
      (file) =>
        !PROVIDER_FOLDERS.some((folder) => file.startsWith(folder)) &&
        !(file in ALLOWED) &&
        /razorpay/i.test(readFileSync(path.join(repoRoot, API, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('allows only files that still name it', () => {
    const stale = Object.keys(ALLOWED).filter(
      (file) => !/razorpay/i.test(readFileSync(path.join(repoRoot, API, file), 'utf8')),
    );
    expect(stale).toEqual([]);
  });
});
