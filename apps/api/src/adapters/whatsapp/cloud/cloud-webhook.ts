import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  fromWhatsAppNumber,
  type WhatsAppDeliveryStatus,
  type WhatsAppEvent,
  type WhatsAppWebhookDelivery,
} from '../whatsapp-provider.ts';

/** Meta signs each delivery in this header (Node lower-cases header names). */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** Meta's formula: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export function whatsappSignature(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Equal strings, compared in constant time once their lengths are known to match. */
function sameSecret(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(actual, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signature check, over the raw body as received (Meta escapes non-ASCII; a re-serialised body differs). */
export function isGenuineWhatsAppWebhook(rawBody: string, signature: string, appSecret: string): boolean {
  return sameSecret(whatsappSignature(rawBody, appSecret), signature);
}

/** The subscription handshake: the challenge to echo, or null when the mode or token is not the shop's. */
export function verifyWebhookSubscription(
  verifyToken: string,
  query: Record<string, unknown>,
): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || !challenge) {
    return null;
  }
  return sameSecret(verifyToken, token) ? challenge : null;
}

const unixSeconds = z.string().regex(/^[0-9]{1,12}$/, 'a timestamp in seconds');

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: unixSeconds,
  recipient_id: z.string(),
  errors: z
    .array(
      z.object({
        code: z.number().int(),
        title: z.string(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const messageSchema = z.object({
  from: z.string(),
  id: z.string().min(1),
  timestamp: unixSeconds,
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ payload: z.string().optional(), text: z.string().optional() }).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string().optional() }).optional(),
    })
    .optional(),
  context: z.object({ id: z.string().optional() }).optional(),
});

const valueSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  statuses: z.array(statusSchema).optional(),
  messages: z.array(messageSchema).optional(),
});

/** Only the `messages` field's changes are read; another field (a template's review, say) has its own shape. */
const bodySchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(z.object({ changes: z.array(z.object({ field: z.string(), value: z.unknown() })) })),
});

const STATUSES: readonly string[] = [
  'sent',
  'delivered',
  'read',
  'failed',
] satisfies WhatsAppDeliveryStatus[];

const at = (seconds: string) => new Date(Number(seconds) * 1000);

function statusEvent(status: z.infer<typeof statusSchema>): WhatsAppEvent | null {
  const recipient = fromWhatsAppNumber(status.recipient_id);
  // Meta's other statuses (a deleted message, a warning) say nothing of a delivery.
  if (!recipient || !STATUSES.includes(status.status)) return null;
  const first = status.errors?.[0];
  return {
    kind: 'status',
    messageId: status.id,
    status: status.status as WhatsAppDeliveryStatus,
    recipient,
    at: at(status.timestamp),
    error: first
      ? { code: first.code, title: first.title, details: first.error_data?.details ?? null }
      : null,
  };
}

function replyEvent(message: z.infer<typeof messageSchema>): WhatsAppEvent | null {
  const from = fromWhatsAppNumber(message.from);
  if (!from) return null;
  let payload: string | null = null;
  let text: string | null = null;
  if (message.type === 'text') {
    text = message.text?.body ?? null;
  } else if (message.type === 'button') {
    // A template's quick reply: the payload the shop sent with it, and the button's label.
    payload = message.button?.payload ?? null;
    text = message.button?.text ?? null;
  } else if (message.type === 'interactive' && message.interactive?.type === 'button_reply') {
    payload = message.interactive.button_reply?.id ?? null;
    text = message.interactive.button_reply?.title ?? null;
  }
  return {
    kind: 'reply',
    messageId: message.id,
    from,
    at: at(message.timestamp),
    contextMessageId: message.context?.id ?? null,
    payload,
    text,
  };
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): unknown {
  if (name in headers) return headers[name];
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * Verifies a Cloud API webhook (X-Hub-Signature-256) and reads its statuses and inbound messages into events.
 * The signature is checked first: an unsigned body is refused before anything is read of it. Numbers that are
 * not Indian mobiles are skipped, as are statuses the shop has no word for; a message of another type (an
 * image, a location) is still a reply, with no text and no payload.
 */
export function parseCloudWebhook(
  appSecret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): WhatsAppWebhookDelivery {
  const signature = headerOf(headers, SIGNATURE_HEADER);
  if (typeof signature !== 'string' || !isGenuineWhatsAppWebhook(rawBody, signature, appSecret)) {
    return { ok: false, reason: 'bad_signature' };
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const body = bodySchema.safeParse(json);
  if (!body.success) return { ok: false, reason: 'malformed' };
  const events: WhatsAppEvent[] = [];
  for (const entry of body.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = valueSchema.safeParse(change.value);
      if (!value.success) return { ok: false, reason: 'malformed' };
      for (const status of value.data.statuses ?? []) {
        const event = statusEvent(status);
        if (event) events.push(event);
      }
      for (const message of value.data.messages ?? []) {
        const event = replyEvent(message);
        if (event) events.push(event);
      }
    }
  }
  return { ok: true, events };
}
