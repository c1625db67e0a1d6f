import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers: RazorpayX's documented shapes, or one of its failures. */
export type FakeRazorpayXMode = 'ok' | 'server-error' | 'hang';

type Json = Record<string, unknown>;

export interface FakeRazorpayX {
  url: string;
  mode: FakeRazorpayXMode;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  /** Every call: method, path, the idempotency header and the JSON body. */
  calls: { method: string; path: string; idempotencyKey: string | undefined; body: Json | undefined }[];
  /** The payouts made, by id, as GET /v1/payouts/:id answers them (a test changes their status here). */
  payouts: Map<string, Json>;
  close(): Promise<void>;
}

const refusal = (description: string, field: string | null = null) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payout_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    field,
  },
});

/**
 * A local stand-in for api.razorpay.com's Payouts API (docs/cod.md#payouts): Basic auth, contacts and fund
 * accounts answered again for the same details, payouts kept by their X-Payout-Idempotency key (a different body
 * under one key refused), GET of a payout, and RazorpayX's `{ error: { code, description } }` refusals; 502 and
 * no answer at all when asked.
 */
export async function startFakeRazorpayX(): Promise<FakeRazorpayX> {
  const hanging = new Set<ServerResponse>();
  const contacts = new Map<string, Json>();
  const fundAccounts = new Map<string, Json>();
  const byKey = new Map<string, Json>();
  let issued = 0;
  const fake: Omit<FakeRazorpayX, 'url' | 'close'> = {
    mode: 'ok',
    keyId: 'rzp_test_standin01',
    keySecret: 'standin-secret',
    accountNumber: '7878780080316316',
    calls: [],
    payouts: new Map(),
  };
  const nextId = (prefix: string) => {
    issued += 1;
    return `${prefix}_Standin${String(issued).padStart(7, '0')}`;
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Json) : undefined;
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const idempotencyKey = request.headers['x-payout-idempotency'] as string | undefined;
    fake.calls.push({ method: request.method ?? '', path, idempotencyKey, body });
    const json = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    if (fake.mode === 'hang') {
      hanging.add(response);
      return;
    }
    const basic = `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) {
      json(401, refusal('The api key provided is invalid'));
      return;
    }
    if (fake.mode === 'server-error') {
      json(502, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error' } });
      return;
    }
    const route = `${request.method} ${path}`;
    if (route === 'POST /v1/contacts') {
      const key = JSON.stringify([body?.name, body?.email, body?.contact, body?.type, body?.reference_id]);
      const existing = contacts.get(key);
      if (existing) return json(200, existing);
      const contact = {
        id: nextId('cont'),
        entity: 'contact',
        ...body,
        active: true,
        created_at: 1764300000,
      };
      contacts.set(key, contact);
      return json(201, contact);
    }
    if (route === 'POST /v1/fund_accounts') {
      if (body?.account_type === 'bank_account') {
        const ifsc = String((body.bank_account as Json | undefined)?.ifsc ?? '');
        if (ifsc === 'ABCD0000000') return json(400, refusal('Invalid IFSC Code in request', 'ifsc'));
      }
      const key = JSON.stringify([body?.contact_id, body?.account_type, body?.vpa, body?.bank_account]);
      const existing = fundAccounts.get(key);
      if (existing) return json(200, existing);
      const account = {
        id: nextId('fa'),
        entity: 'fund_account',
        ...body,
        active: true,
        created_at: 1764300000,
      };
      fundAccounts.set(key, account);
      return json(201, account);
    }
    if (route === 'POST /v1/payouts') {
      if (!idempotencyKey) {
        return json(
          400,
          refusal(
            'Idempotency key is missing. Include idempotency header and key in the request.',
            'X-Payout-Idempotency',
          ),
        );
      }
      if (body?.account_number !== fake.accountNumber) {
        return json(400, refusal('The account number is invalid.', 'account_number'));
      }
      const existing = byKey.get(idempotencyKey);
      if (existing) {
        if (existing.amount !== body.amount || existing.fund_account_id !== body.fund_account_id) {
          return json(400, refusal('Different request body sent for the same Idempotency Header'));
        }
        return json(200, fake.payouts.get(String(existing.id)));
      }
      const payout: Json = {
        id: nextId('pout'),
        entity: 'payout',
        fund_account_id: body.fund_account_id,
        amount: body.amount,
        currency: body.currency,
        notes: body.notes,
        fees: 0,
        tax: 0,
        status: 'queued',
        utr: null,
        mode: body.mode,
        purpose: body.purpose,
        reference_id: body.reference_id,
        narration: body.narration,
        batch_id: null,
        status_details: null,
        created_at: 1764300000,
      };
      byKey.set(idempotencyKey, payout);
      fake.payouts.set(String(payout.id), payout);
      return json(200, payout);
    }
    const fetched = /^GET \/v1\/payouts\/([^/]+)$/.exec(route);
    if (fetched) {
      const payout = fake.payouts.get(fetched[1] ?? '');
      return payout ? json(200, payout) : json(400, refusal('The id provided does not exist', 'id'));
    }
    json(404, refusal('The requested URL was not found on the server.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
