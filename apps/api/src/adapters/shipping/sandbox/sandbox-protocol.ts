import type { SandboxRequestHandler } from '../../http-transport.ts';

// The sandbox speaks Shiprocket's protocol: its answers, refusals and the checks it makes of what it is sent.

type Json = Record<string, unknown>;
export type Answer = Awaited<ReturnType<SandboxRequestHandler>>;

/** A refusal in Shiprocket's shape: `{ message, status_code }`, with field `errors` for invalid data. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
export const pdf = (bytes: Uint8Array): Answer => ({
  status: 200,
  headers: { 'content-type': 'application/pdf' },
  body: bytes,
});
export const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
export const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function parse(body: string | undefined): Json {
  try {
    const value: unknown = JSON.parse(body ?? '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Json;
  } catch {}
  throw new Refusal(400, 'Malformed JSON');
}

export function ids(value: unknown, field: string): number[] {
  const list = (Array.isArray(value) ? value : [value]).map(Number);
  if (list.length === 0 || list.some((id) => !Number.isInteger(id))) {
    throw new Refusal(422, 'Oops! Invalid Data.', { [field]: [`The ${field} field is required.`] });
  }
  return list;
}

export function requireFields(body: Json, fields: string[]): void {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    if (text(body[field]).trim() === '')
      errors[field] = [`The ${field.replaceAll('_', ' ')} field is required.`];
  }
  if (!Array.isArray(body.order_items) || body.order_items.length === 0) {
    errors.order_items = ['The order items field is required.'];
  }
  if (!(Number(body.weight) > 0)) errors.weight = ['The weight must be greater than 0.'];
  if (Object.keys(errors).length > 0) throw new Refusal(422, 'Oops! Invalid Data.', errors);
}

export const FORWARD_FIELDS = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_pincode',
  'shipping_customer_name',
  'shipping_address',
  'shipping_city',
  'shipping_pincode',
  'shipping_phone',
  'payment_method',
  'sub_total',
];
export const RETURN_FIELDS = [
  'order_id',
  'order_date',
  'pickup_customer_name',
  'pickup_address',
  'pickup_city',
  'pickup_pincode',
  'pickup_phone',
  'shipping_pincode',
  'sub_total',
];
