import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN, VPA_PATTERN } from '@shop/shared';
import type { SandboxRequestHandler } from '../../http-transport.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../razorpayx/razorpayx-payouts.ts';
import type { PayoutSandboxRecords, SandboxEntityRow } from './payout-sandbox-records.ts';

type Json = Record<string, unknown>;

/** Where the sandbox is served, below the shop's own address. */
export const PAYOUT_SANDBOX_MOUNT = '/sandbox/razorpayx';

/** A refusal in RazorpayX's shape: `{ error: { code, description, source, step, reason, metadata, field } }`. */
export class XRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

const answer = (status: number, body: unknown) => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** A header by its name in any case: over HTTP they come in lower case, in process as the client wrote them. */
const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const key = Object.keys(headers).find((each) => each.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
};
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function parse(body: string | undefined): Json {
  try {
    const value: unknown = JSON.parse(body ?? '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Json;
  } catch {}
  throw new XRefusal(400, 'The request body is not valid JSON');
}

/** What the API answers of a kept entity: the sandbox's own notes (keys starting `_`) are left out. */
export function publicBody(row: SandboxEntityRow): Json {
  return Object.fromEntries(Object.entries(row.body).filter(([key]) => !key.startsWith('_')));
}

export interface PayoutHandlerDeps {
  records: PayoutSandboxRecords;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  now: () => Date;
  /** When a new payout first moves on by itself (PAYOUT_SANDBOX_AUTO), else null. */
  firstAutoAt: () => Date | null;
}

/** RazorpayX's Payouts API, offline: contacts, fund accounts and payouts, kept in sandbox_payout_entities. */
export function payoutSandboxHandler(deps: PayoutHandlerDeps): SandboxRequestHandler {
  const { records } = deps;
  const basic = `Basic ${Buffer.from(`${deps.keyId}:${deps.keySecret}`).toString('base64')}`;

  async function contact(request: Json) {
    const name = text(request.name);
    if (name.length < 3 || name.length > 50) {
      throw new XRefusal(400, 'The name must be between 3 and 50 characters.', 'name');
    }
    const fields = {
      name,
      contact: text(request.contact) || null,
      email: text(request.email) || null,
      type: text(request.type) || null,
      reference_id: text(request.reference_id) || null,
    };
    // Sent again with the same details, RazorpayX answers the contact it has.
    const { row, created } = await records.findOrCreate(
      'contact',
      JSON.stringify(Object.values(fields)),
      (id) => ({
        id,
        entity: 'contact',
        ...fields,
        batch_id: null,
        active: true,
        notes: request.notes ?? [],
        created_at: seconds(deps.now()),
      }),
    );
    return answer(created ? 201 : 200, publicBody(row));
  }

  async function fundAccount(request: Json) {
    const contactId = text(request.contact_id);
    if (!contactId || !(await records.byId('contact', contactId))) {
      throw new XRefusal(400, 'The id provided does not exist', 'contact_id');
    }
    let details: Json;
    let destination: string;
    if (request.account_type === 'vpa') {
      const address = text((request.vpa as Json | undefined)?.address);
      if (!VPA_PATTERN.test(address))
        throw new XRefusal(400, 'Invalid VPA. Please enter a valid VPA', 'address');
      const [username, handle] = address.split('@');
      details = { vpa: { username, handle, address } };
      // The page shows enough to tell payouts apart (and the magic prefixes), not the whole UPI id.
      destination = `${(username ?? '').slice(0, 4)}•••@${handle}`;
    } else if (request.account_type === 'bank_account') {
      const bank = (request.bank_account ?? {}) as Json;
      const name = text(bank.name);
      const ifsc = text(bank.ifsc).toUpperCase();
      const number = text(bank.account_number);
      if (name.length < 3) throw new XRefusal(400, 'The name must be at least 3 characters.', 'name');
      if (!IFSC_PATTERN.test(ifsc)) throw new XRefusal(400, 'The ifsc must be 11 characters.', 'ifsc');
      if (!ACCOUNT_NUMBER_PATTERN.test(number)) {
        throw new XRefusal(400, 'The account number format is invalid.', 'account_number');
      }
      details = {
        bank_account: { ifsc, bank_name: ifsc.slice(0, 4), name, notes: [], account_number: number },
      };
      destination = `${ifsc} ••••${number.slice(-4)}`;
    } else {
      throw new XRefusal(400, 'Invalid account type: must be one of vpa, bank_account', 'account_type');
    }
    const account_type = request.account_type;
    const { row, created } = await records.findOrCreate(
      'fund_account',
      JSON.stringify([contactId, account_type, details]),
      (id) => ({
        id,
        entity: 'fund_account',
        contact_id: contactId,
        account_type,
        ...details,
        batch_id: null,
        active: true,
        created_at: seconds(deps.now()),
        _destination: destination,
      }),
    );
    return answer(created ? 201 : 200, publicBody(row));
  }

  async function payout(request: Json, idempotencyKey: string | undefined) {
    if (!idempotencyKey) {
      throw new XRefusal(
        400,
        'Idempotency key is missing. Include idempotency header and key in the request.',
        'X-Payout-Idempotency',
      );
    }
    if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new XRefusal(400, 'The idempotency key format is invalid.', 'X-Payout-Idempotency');
    }
    if (text(request.account_number) !== deps.accountNumber) {
      throw new XRefusal(400, 'The account number is invalid.', 'account_number');
    }
    const amount = request.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      throw new XRefusal(400, 'The amount must be at least 100.', 'amount');
    }
    if (request.currency !== 'INR') throw new XRefusal(400, 'The selected currency is invalid.', 'currency');
    const fundAccountId = text(request.fund_account_id);
    const account = fundAccountId ? await records.byId('fund_account', fundAccountId) : undefined;
    if (!account) throw new XRefusal(400, 'The id provided does not exist', 'fund_account_id');
    const isVpa = account.body.account_type === 'vpa';
    const mode = text(request.mode);
    if (isVpa ? mode !== 'UPI' : !['IMPS', 'NEFT', 'RTGS'].includes(mode)) {
      throw new XRefusal(
        400,
        `Payout mode ${mode || '(none)'} is invalid for ${String(account.body.account_type)}`,
        'mode',
      );
    }
    if (!text(request.purpose)) throw new XRefusal(400, 'The purpose field is required.', 'purpose');
    const narration = text(request.narration);
    if (narration && !/^[A-Za-z0-9 ]{1,30}$/.test(narration)) {
      throw new XRefusal(400, 'The narration may have at most 30 letters, digits and spaces.', 'narration');
    }
    const vpa = isVpa ? text((account.body.vpa as Json | undefined)?.address) : null;
    const destination = text(account.body._destination);
    const { row, created } = await records.findOrCreate(
      'payout',
      idempotencyKey,
      (id) => ({
        id,
        entity: 'payout',
        fund_account_id: fundAccountId,
        amount,
        currency: 'INR',
        notes: request.notes ?? [],
        fees: 0,
        tax: 0,
        status: 'processing',
        purpose: text(request.purpose),
        utr: null,
        mode,
        reference_id: text(request.reference_id) || null,
        narration: narration || null,
        batch_id: null,
        status_details: null,
        failure_reason: null,
        created_at: seconds(deps.now()),
        _destination: destination,
        _vpa: vpa,
      }),
      deps.firstAutoAt(),
    );
    // Retried under one key, RazorpayX answers the payout it made; a different body under it is refused.
    if (!created && (row.body.amount !== amount || row.body.fund_account_id !== fundAccountId)) {
      throw new XRefusal(
        400,
        'Different request body sent for the same Idempotency Header',
        'X-Payout-Idempotency',
      );
    }
    return answer(200, publicBody(row));
  }

  async function api(
    method: string,
    path: string,
    headers: Record<string, string | string[] | undefined>,
    body: string | undefined,
  ) {
    if (method === 'POST' && path === '/v1/contacts') return contact(parse(body));
    if (method === 'POST' && path === '/v1/fund_accounts') return fundAccount(parse(body));
    if (method === 'POST' && path === '/v1/payouts')
      return payout(parse(body), header(headers, 'x-payout-idempotency'));
    const fetch = /^\/v1\/payouts\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && fetch) {
      const row = await records.byId('payout', fetch[1] ?? '');
      if (!row) throw new XRefusal(400, 'The id provided does not exist', 'id');
      return answer(200, publicBody(row));
    }
    throw new XRefusal(404, 'The requested URL was not found on the server.');
  }

  return async (method, path, headers, body) => {
    try {
      if (header(headers, 'authorization') !== basic) {
        throw new XRefusal(401, 'The api key provided is invalid');
      }
      return await api(method, new URL(path, 'http://sandbox.invalid').pathname, headers, body);
    } catch (error) {
      if (!(error instanceof XRefusal)) throw error;
      return answer(error.status, {
        error: {
          // RazorpayX calls a bad key, like a bad field, a bad request.
          code: 'BAD_REQUEST_ERROR',
          description: error.message,
          source: 'business',
          step: null,
          reason: 'input_validation_failed',
          metadata: {},
          field: error.field,
        },
      });
    }
  };
}
