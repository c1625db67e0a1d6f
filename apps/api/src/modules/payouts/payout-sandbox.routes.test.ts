import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp } from '../../../test/test-app.ts';
import type { PayoutSandbox } from '../../adapters/payouts/sandbox/payout-sandbox.ts';

const sandboxShop = appForFile();
const razorpayxShop = appForFile({
  PAYOUT_PROVIDER: 'razorpayx',
  RAZORPAYX_KEY_ID: 'rzp_test_abc',
  RAZORPAYX_KEY_SECRET: 'secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters',
});

const API = '/sandbox/razorpayx/v1';

function sandboxOf(t: TestApp): PayoutSandbox {
  const sandbox = t.app.services.payoutSandbox;
  if (!sandbox) throw new Error('no payouts sandbox');
  return sandbox;
}

async function call(t: TestApp, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const sandbox = sandboxOf(t);
  const basic = `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`;
  const response = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `${API}${path}`,
    headers: { authorization: basic, ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, json: response.json() as Record<string, any> };
}

const CONTACT = { name: 'Ravi Kumar', contact: '9876543210', type: 'customer', reference_id: 'user-7' };

describe("the sandbox's RazorpayX API over HTTP", () => {
  it('asks for the API key', async () => {
    const response = await sandboxShop.app.inject({
      method: 'POST',
      url: `${API}/contacts`,
      payload: CONTACT,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { description: 'The api key provided is invalid' } });
  });

  it('answers the same contact and fund account for the same details, and refuses a bad UPI id', async () => {
    const first = await call(sandboxShop, '/contacts', CONTACT);
    const again = await call(sandboxShop, '/contacts', CONTACT);
    expect(first).toMatchObject({ status: 201, json: { entity: 'contact', name: 'Ravi Kumar' } });
    expect(again).toMatchObject({ status: 200, json: { id: first.json.id } });
    const account = { contact_id: first.json.id, account_type: 'vpa', vpa: { address: 'ravi@okicici' } };
    const fa = await call(sandboxShop, '/fund_accounts', account);
    expect(fa).toMatchObject({
      status: 201,
      json: { entity: 'fund_account', vpa: { address: 'ravi@okicici' } },
    });
    expect((await call(sandboxShop, '/fund_accounts', account)).json.id).toBe(fa.json.id);
    const bad = await call(sandboxShop, '/fund_accounts', { ...account, vpa: { address: 'no-handle' } });
    expect(bad).toMatchObject({
      status: 400,
      json: { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid VPA. Please enter a valid VPA' } },
    });
  });

  it('makes a payout only with an idempotency key, once per key', async () => {
    const contact = await call(sandboxShop, '/contacts', CONTACT);
    const fa = await call(sandboxShop, '/fund_accounts', {
      contact_id: contact.json.id,
      account_type: 'bank_account',
      bank_account: { name: 'Ravi Kumar', ifsc: 'HDFC0001234', account_number: '50100123456789' },
    });
    const payout = {
      account_number: sandboxOf(sandboxShop).accountNumber,
      fund_account_id: fa.json.id,
      amount: 49_900,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'refund',
      queue_if_low_balance: true,
      reference_id: 'refund-301-1',
    };
    expect(await call(sandboxShop, '/payouts', payout)).toMatchObject({
      status: 400,
      json: { error: { field: 'X-Payout-Idempotency' } },
    });
    const key = { 'x-payout-idempotency': 'refund-301-1' };
    const made = await call(sandboxShop, '/payouts', payout, key);
    expect(made).toMatchObject({
      status: 200,
      json: { entity: 'payout', status: 'processing', amount: 49_900 },
    });
    expect((await call(sandboxShop, '/payouts', payout, key)).json.id).toBe(made.json.id);
    expect(await call(sandboxShop, '/payouts', { ...payout, amount: 100 }, key)).toMatchObject({
      status: 400,
      json: { error: { description: 'Different request body sent for the same Idempotency Header' } },
    });
    expect(
      await call(sandboxShop, '/payouts', { ...payout, mode: 'UPI' }, { 'x-payout-idempotency': 'other-1' }),
    ).toMatchObject({ status: 400, json: { error: { field: 'mode' } } });
    expect(await call(sandboxShop, `/payouts/${made.json.id}`)).toMatchObject({
      status: 200,
      json: { id: made.json.id, status: 'processing' },
    });
  });
});

describe("the sandbox's page and its buttons", () => {
  it('lists the payouts with a masked destination and moves one by its buttons', async () => {
    const sandbox = sandboxOf(sandboxShop);
    const { id } = await sandbox.provider.pay({
      amount: 129_900,
      reference: 'refund-302-1',
      payee: { name: 'Meera Iyer', phone: null, email: null, shopReference: 'user-9' },
      to: { kind: 'upi', vpa: 'meera.iyer@okaxis' },
      narration: 'Refund',
      notes: {},
    });
    const page = await sandboxShop.app.inject({ method: 'GET', url: '/sandbox/razorpayx' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Payouts sandbox</h1>');
    expect(page.body).toContain('meer•••@okaxis');
    expect(page.body).not.toContain('meera.iyer@okaxis');
    expect(page.body).toContain('₹1,299');
    expect(page.body).toContain(`aria-label="Process payout ${id}"`);

    // The button is a plain form; the shop has no payout webhook yet (a 404), which changes nothing here.
    const pressed = await sandboxShop.app.inject({
      method: 'POST',
      url: `/sandbox/razorpayx/payouts/${id}/advance`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=processed',
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/sandbox/razorpayx');
    const after = await sandbox.provider.fetchPayout(id);
    expect(after).toMatchObject({ status: 'processed' });
    const again = await sandboxShop.app.inject({ method: 'GET', url: '/sandbox/razorpayx' });
    expect(again.body).toContain(after.utr ?? 'no UTR');
    expect(again.body).toContain(`aria-label="Reverse payout ${id}"`);
  });

  it('answers an API call with the payout, and refuses a move not allowed, an unknown payout or status', async () => {
    const sandbox = sandboxOf(sandboxShop);
    const { id } = await sandbox.provider.pay({
      amount: 10_000,
      reference: 'refund-303-1',
      payee: { name: 'Meera Iyer', phone: null, email: null, shopReference: 'user-9' },
      to: { kind: 'upi', vpa: 'meera.iyer@okaxis' },
      narration: 'Refund',
      notes: {},
    });
    const advance = (payoutId: string, status: string) =>
      sandboxShop.app.inject({
        method: 'POST',
        url: `/sandbox/razorpayx/payouts/${payoutId}/advance`,
        payload: { status },
      });
    const failed = await advance(id, 'failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ body: { id, status: 'failed' } });
    expect((await advance(id, 'reversed')).statusCode).toBe(409);
    expect((await advance('pout_00000000000000', 'processed')).statusCode).toBe(404);
    expect((await advance(id, 'lost')).statusCode).toBe(400);
  });
});

describe('a shop paying out through RazorpayX', () => {
  it('serves no payouts sandbox', async () => {
    expect(razorpayxShop.app.services.payoutSandbox).toBeUndefined();
    expect(razorpayxShop.app.services.payouts.name).toBe('razorpayx');
    expect((await razorpayxShop.app.inject({ method: 'GET', url: '/sandbox/razorpayx' })).statusCode).toBe(
      404,
    );
  });
});
