import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SETTING_NAMES } from './config.ts';
import { repoRoot } from './paths.ts';

const PUBLIC = { PUBLIC_URL: 'https://www.vanya.example' };
const RAZORPAY = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};
const MSG91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_OTP_TEMPLATE_ID: 'template' };

describe('a shop facing the public (PUBLIC_URL set)', () => {
  it('refuses the sandbox payments, naming what to set instead', () => {
    expect(() => loadConfig({ ...PUBLIC, ...MSG91 })).toThrow(
      /PAYMENT_PROVIDER=sandbox .*PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET[\s\S]*DEMO_MODE=true/,
    );
  });

  it('refuses the console SMS, naming what to set instead', () => {
    const start = () => loadConfig({ ...PUBLIC, ...RAZORPAY });
    expect(start).toThrow(
      /SMS_PROVIDER=console .*SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID/,
    );
    expect(start).not.toThrow(/PAYMENT_PROVIDER/);
  });

  it('starts with real providers, or with the demo ones when DEMO_MODE=true', () => {
    expect(loadConfig({ ...PUBLIC, ...RAZORPAY, ...MSG91 }).PAYMENT_PROVIDER).toBe('razorpay');
    expect(loadConfig({ ...PUBLIC, DEMO_MODE: 'true' })).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      SMS_PROVIDER: 'console',
      DEMO_MODE: true,
    });
    // Without PUBLIC_URL it is a local or private shop: the demo services stay the default.
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('stops npm start with that message and a failing exit code', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const shop = spawn('npm', ['start'], {
      cwd: root,
      env: { ...process.env, ...PUBLIC, PORT: '0', DATA_DIR: path.join(root, 'no-such-data-dir') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shop.stdout.on('data', (chunk) => {
      output += chunk;
    });
    shop.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => shop.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('PUBLIC_URL is set, so this shop faces the public');
    expect(output).toContain('Or set DEMO_MODE=true');
    expect(output).not.toContain('Shop running at');
  });
});

describe('the documented settings', () => {
  it('lists every variable the config reads in the README', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(SETTING_NAMES.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it('sets only variables the config reads in .env.example, and a valid production setup', () => {
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const assignments = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_0-9]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(assignments).filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual(
      [],
    );
    const filledIn = Object.fromEntries(
      Object.entries(assignments).map(([name, value]) => [
        name,
        value || `${name.toLowerCase()}-filled-in-by-the-owner-000`,
      ]),
    );
    expect(loadConfig(filledIn)).toMatchObject({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'razorpay',
      SEED_DEMO: false,
    });
  });
});
