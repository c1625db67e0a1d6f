import type { Language } from '@shop/shared';
import type { Config } from '../../config.ts';

/**
 * WhatsApp messages to shoppers (docs/messaging.md): one provider behind one interface, as payments, shipping and
 * payouts have: Meta's WhatsApp Business Cloud API, and the offline sandbox that speaks its protocol (the default,
 * and the one in tests). Only approved templates are sent: the shop never starts a free-form conversation.
 */
export type WhatsAppProviderName = Config['WHATSAPP_PROVIDER'];

/**
 * A template's button, filled at send time. A quick reply carries the payload WhatsApp gives back when the
 * shopper taps it; a URL button carries the dynamic end of the address registered with the template.
 */
export type WhatsAppButton = { kind: 'quick_reply'; payload: string } | { kind: 'url'; suffix: string };

export interface WhatsAppTemplateMessage {
  /** Ten-digit Indian mobile number; the adapter writes it as WhatsApp wants it (91 and the ten digits). */
  to: string;
  /** The template's registered name. */
  template: string;
  /** The template's language as registered: Meta's code is the same (`en`, `hi`). */
  language: Language;
  /** The body's variables {{1}}, {{2}}, … in order. */
  bodyParameters: string[];
  /** One per button of the template that takes a value, in the buttons' order (index 0, 1, …). */
  buttons: WhatsAppButton[];
}

/** The message as WhatsApp accepted it: its id (`wamid.…`), by which its statuses and replies come back. */
export interface SentWhatsApp {
  messageId: string;
}

/** The shop's words for what WhatsApp says of a message it accepted. */
export type WhatsAppDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** A webhook's news, in the shop's words. */
export type WhatsAppEvent =
  | {
      kind: 'status';
      /** The `wamid` of the message the shop sent. */
      messageId: string;
      status: WhatsAppDeliveryStatus;
      /** Ten-digit number the message went to. */
      recipient: string;
      at: Date;
      /** Why it failed: Meta's error code, title and details. */
      error: { code: number; title: string; details: string | null } | null;
    }
  | {
      kind: 'reply';
      /** The inbound message's own `wamid`: the key that handles it once. */
      messageId: string;
      /** Ten-digit number it came from. */
      from: string;
      at: Date;
      /** The shop's message the shopper answered (a button's message), when WhatsApp says. */
      contextMessageId: string | null;
      /** A quick reply button's payload, as the shop sent it. */
      payload: string | null;
      /** What the shopper typed, or the tapped button's label. */
      text: string | null;
    };

/** A webhook delivery, verified and read. A genuine delivery may carry no event the shop acts on. */
export type WhatsAppWebhookDelivery =
  | { ok: false; reason: 'bad_signature' | 'malformed' }
  | { ok: true; events: WhatsAppEvent[] };

/**
 * A send that failed, in the shop's words:
 * - `not_on_whatsapp`: the number cannot get WhatsApp messages (not on WhatsApp, or not accepting them): send the
 *   same news by SMS instead;
 * - `template`: the template is missing, paused, disabled or filled wrongly: a setting to fix, so SMS instead;
 * - `rate_limited`: too many messages now: try again later;
 * - `unauthorised`: the token was refused: a setting to fix;
 * - `rejected`: any other refusal in Meta's words;
 * - `timeout` / `unavailable`: no answer, or Meta's own trouble: try again later.
 */
export type WhatsAppErrorCode =
  | 'not_on_whatsapp'
  | 'template'
  | 'rate_limited'
  | 'unauthorised'
  | 'rejected'
  | 'timeout'
  | 'unavailable';

export class WhatsAppProviderError extends Error {
  constructor(
    message: string,
    readonly code: WhatsAppErrorCode,
    /** Meta's error code (`error.code`), when it answered with one. */
    readonly providerCode?: number,
    /** The HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WhatsAppProviderError';
  }

  /** Whether trying the same message again later may succeed; otherwise it goes by SMS at once. */
  get retryable(): boolean {
    return this.code === 'rate_limited' || this.code === 'timeout' || this.code === 'unavailable';
  }
}

export interface WhatsAppProvider {
  readonly name: WhatsAppProviderName;
  /** Sends one template message; throws WhatsAppProviderError when WhatsApp does not accept it. */
  send(message: WhatsAppTemplateMessage): Promise<SentWhatsApp>;
  /**
   * The webhook subscription's handshake (`GET` with `hub.mode`, `hub.verify_token`, `hub.challenge`): the
   * challenge to echo when the mode is `subscribe` and the token is the shop's (compared in constant time), else
   * null.
   */
  verifySubscription(query: Record<string, unknown>): string | null;
  /**
   * Verifies `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret, compared in constant time)
   * and reads the body into events.
   */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WhatsAppWebhookDelivery;
}

/**
 * The order in which a message's statuses follow each other: a late `delivered` after `read` changes nothing. A
 * `failed` is final whenever it comes.
 */
export const WHATSAPP_STATUS_RANK: Record<WhatsAppDeliveryStatus, number> = {
  sent: 0,
  delivered: 1,
  read: 2,
  failed: 3,
};

/** A ten-digit Indian number as WhatsApp writes it (country code, no plus), and back. */
export const toWhatsAppNumber = (mobile: string): string => `91${mobile}`;
export function fromWhatsAppNumber(waId: string): string | null {
  const digits = waId.replace(/\D/g, '');
  return /^91[6-9][0-9]{9}$/.test(digits) ? digits.slice(2) : null;
}
