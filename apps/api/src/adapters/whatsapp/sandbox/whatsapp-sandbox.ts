import { createHmac } from 'node:crypto';
import path from 'node:path';
import { brand, type Language } from '@shop/shared';
import type { Db } from '../../../db/client.ts';
import { inProcessTransport, type SandboxRequestHandler, type SandboxWebhook } from '../../http-transport.ts';
import { CloudApiClient } from '../cloud/cloud-client.ts';
import { CloudWhatsApp } from '../cloud/cloud-provider.ts';
import { SIGNATURE_HEADER, whatsappSignature } from '../cloud/cloud-webhook.ts';
import {
  toWhatsAppNumber,
  type WhatsAppDeliveryStatus,
  type WhatsAppProvider,
} from '../whatsapp-provider.ts';
import { templateNames, WHATSAPP_TEMPLATES } from '../whatsapp-templates.ts';
import {
  type SandboxOutgoing,
  WHATSAPP_GRAPH_MOUNT,
  whatsappSandboxHandler,
} from './whatsapp-sandbox-handler.ts';
import { newWamid, type SandboxWhatsAppRow, WhatsAppSandboxRecords } from './whatsapp-sandbox-records.ts';

/** How long the sandbox's phone takes to get a message, then to show it delivered. */
export const WHATSAPP_SANDBOX_STEP_MS = 1_000;

/** Numbers starting so are "not on WhatsApp": their messages fail, as Meta's do, with 131026. */
const NOT_ON_WHATSAPP = /^6000/;
const UNDELIVERABLE = {
  code: 131026,
  title: 'Message undeliverable',
  details: 'The number is not on WhatsApp (in the sandbox, numbers starting 6000 are not).',
};

/** The business's own number, as WhatsApp shows it to shoppers and writes it in a reply's context. */
export const SANDBOX_BUSINESS_NUMBER = brand.whatsapp;

/** A message of a conversation, as the page shows it. */
export type SandboxWhatsAppMessage =
  | {
      direction: 'out';
      id: string;
      at: Date;
      /** null until the phone has it. */
      status: WhatsAppDeliveryStatus | null;
      language: Language;
      text: string;
      /** The template's buttons with their labels in the message's language; a quick reply can be tapped. */
      buttons: {
        index: number;
        type: 'quick_reply' | 'url';
        label: string;
        value: string;
        /** A URL button's address: the registered one with the message's suffix. */
        href: string | null;
      }[];
      /** Why it failed. */
      error: { code: number; title: string; details: string } | null;
    }
  | {
      direction: 'in';
      id: string;
      at: Date;
      /** A tapped button's label, or what the person typed. */
      text: string;
      /** The language of a tapped button's label; null for typed words. */
      language: Language | null;
      /** The shop's message a tapped button belonged to. */
      contextId: string | null;
    };

export interface SandboxConversation {
  mobile: string;
  last: SandboxWhatsAppMessage;
}

export interface WhatsAppSandboxOptions {
  /** The generated secret its keys and ids are derived from (secrets.sandboxWhatsappSecret). */
  secret: string;
  /** The app secret and verify token when set (WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN): tests sign with them. */
  appSecret?: string | undefined;
  verifyToken?: string | undefined;
  /** WHATSAPP_TEMPLATE_NAMES. */
  templateNames?: string | undefined;
  /** DATA_DIR: the outbox file is DATA_DIR/outbox/whatsapp.jsonl. */
  dataDir: string;
  /** Between a message's acceptance and `sent`, and `sent` and `delivered`; 0 in tests. */
  stepMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

/** JSON as Meta writes its webhooks: anything beyond ASCII escaped, so the signed bytes are ASCII. */
const metaJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The offline WhatsApp Business Cloud API (docs/messaging.md#the-sandbox). It speaks Meta's Graph API through
 * `handle` (called in process by the shop's own Cloud API client, and served over HTTP at
 * /sandbox/whatsapp/graph), and plays the phones: each message is sent, then delivered (or fails for a number
 * starting 6000), read when its chat is opened at /sandbox/whatsapp, and its buttons can be tapped and words
 * typed back. All of it reaches the shop as Meta's signed webhooks. `provider` IS the Cloud API adapter, over a
 * transport that reaches this handler only.
 */
export class WhatsAppSandbox {
  /** Where the shop's Cloud API client finds the sandbox in process; never resolved on a network. */
  static readonly IN_PROCESS_URL = `http://graph.sandbox.invalid${WHATSAPP_GRAPH_MOUNT}`;
  readonly handle: SandboxRequestHandler;
  readonly provider: WhatsAppProvider;
  readonly appSecret: string;
  readonly verifyToken: string;
  readonly outboxFile: string;
  readonly #secret: string;
  readonly #records: WhatsAppSandboxRecords;
  readonly #stepMs: number;
  readonly #now: () => Date;
  readonly #log: (line: string) => void;
  #deliver: ((webhook: SandboxWebhook) => Promise<void>) | undefined;
  /** The deliveries, one after another, so the shop hears of a message's statuses in their order. */
  #queue: Promise<void> = Promise.resolve();
  /** Steps waiting for their time; settled() waits for them too. */
  #pending = new Set<Promise<void>>();

  constructor(db: Db, options: WhatsAppSandboxOptions) {
    this.#secret = options.secret;
    this.#records = new WhatsAppSandboxRecords(db);
    this.#stepMs = options.stepMs ?? WHATSAPP_SANDBOX_STEP_MS;
    this.#now = options.now ?? (() => new Date());
    this.#log = options.log ?? (() => {});
    this.appSecret = options.appSecret ?? this.#mac('app-secret');
    this.verifyToken = options.verifyToken ?? this.#mac('verify-token').slice(0, 24);
    this.outboxFile = path.join(options.dataDir, 'outbox', 'whatsapp.jsonl');
    this.handle = whatsappSandboxHandler({
      records: this.#records,
      accessToken: this.accessToken,
      phoneNumberId: this.phoneNumberId,
      templateNames: templateNames(options.templateNames),
      outboxFile: this.outboxFile,
      now: this.#now,
      accepted: (row) => this.#afterAccepted(row),
    });
    const client = new CloudApiClient({
      apiUrl: WhatsAppSandbox.IN_PROCESS_URL,
      accessToken: this.accessToken,
      phoneNumberId: this.phoneNumberId,
      transport: inProcessTransport(WhatsAppSandbox.IN_PROCESS_URL, this.handle),
    });
    this.provider = new CloudWhatsApp(
      client,
      { appSecret: this.appSecret, verifyToken: this.verifyToken },
      'sandbox',
    );
  }

  #mac(purpose: string): string {
    return createHmac('sha256', this.#secret).update(purpose).digest('base64url');
  }

  /** Digits fixed by the secret, as Meta's ids are long numbers. */
  #digits(purpose: string, length: number): string {
    const hex = createHmac('sha256', this.#secret).update(purpose).digest('hex').slice(0, 16);
    return `1${BigInt(`0x${hex}`).toString().padStart(length, '0')}`.slice(0, length);
  }

  /** The business phone number's id, which the shop's client posts messages to. */
  get phoneNumberId(): string {
    return this.#digits('phone-number-id', 15);
  }

  /** The bearer token the sandbox's Graph API takes: for a test or a tool that calls it over HTTP. */
  get accessToken(): string {
    return `EAAsbx${this.#mac('access-token')}`;
  }

  /** The WhatsApp Business account's id, in each webhook's entry. */
  get businessAccountId(): string {
    return this.#digits('business-account-id', 15);
  }

  /** Where the webhooks go (the shop's own endpoint), set by the sandbox's routes. */
  deliverWebhooksTo(deliver: (webhook: SandboxWebhook) => Promise<void>): void {
    this.#deliver = deliver;
  }

  /** Resolves once every status due and every webhook queued has been delivered (for tests). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
    await this.#queue;
  }

  /** Each phone with its last message, newest first. */
  async conversations(): Promise<SandboxConversation[]> {
    return (await this.#records.lastMessages()).map((row) => ({ mobile: row.mobile, last: messageOf(row) }));
  }

  /** One phone's messages, oldest first. */
  async conversation(mobile: string): Promise<SandboxWhatsAppMessage[]> {
    return (await this.#records.conversation(mobile)).map(messageOf);
  }

  /** The person opens the chat: the messages delivered to it are read, and the shop is told. The number read. */
  async read(mobile: string): Promise<number> {
    const read = await this.#records.readDelivered(mobile);
    read.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const row of read) this.#enqueue(() => this.#statusWebhook(row, 'read'));
    return read.length;
  }

  /**
   * The person taps a quick reply button of a message the shop sent: the shop gets the button's payload as
   * WhatsApp's inbound message. `unknown` for no such message (on `onPhone`, when given), `refused` (with why) for a button it
   * does not have or a message the phone never got.
   */
  async tap(
    messageId: string,
    buttonIndex: number,
    onPhone?: string,
  ): Promise<{ tapped: SandboxWhatsAppMessage } | { unknown: true } | { refused: string }> {
    const row = await this.#records.byId(messageId);
    if (row?.direction !== 'out' || (onPhone !== undefined && row.mobile !== onPhone)) {
      return { unknown: true };
    }
    const { mobile } = row;
    const message = messageOf(row);
    if (message.direction !== 'out') return { unknown: true };
    const button = message.buttons.find((each) => each.index === buttonIndex && each.type === 'quick_reply');
    if (!button) return { refused: `Message ${messageId} has no quick reply button ${buttonIndex}` };
    if (message.status === null || message.status === 'failed') {
      return { refused: `Message ${messageId} never reached the phone: its buttons cannot be tapped` };
    }
    const id = newWamid();
    const at = this.#now();
    const inbound = {
      context: { from: SANDBOX_BUSINESS_NUMBER, id: messageId },
      from: toWhatsAppNumber(mobile),
      id,
      timestamp: seconds(at),
      type: 'button',
      button: { payload: button.value, text: button.label },
    };
    const kept = await this.#records.add({
      id,
      mobile,
      direction: 'in',
      body: {
        type: 'button',
        payload: button.value,
        text: button.label,
        context: messageId,
        language: message.language,
      },
    });
    this.#enqueue(() => this.#inboundWebhook(mobile, inbound));
    return { tapped: messageOf(kept) };
  }

  /** The person types a message (STOP, say): the shop gets it as WhatsApp's inbound text message. */
  async type(mobile: string, text: string): Promise<SandboxWhatsAppMessage> {
    const id = newWamid();
    const inbound = {
      from: toWhatsAppNumber(mobile),
      id,
      timestamp: seconds(this.#now()),
      type: 'text',
      text: { body: text },
    };
    const kept = await this.#records.add({ id, mobile, direction: 'in', body: { type: 'text', text } });
    this.#enqueue(() => this.#inboundWebhook(mobile, inbound));
    return messageOf(kept);
  }

  /** After the shop's send has its answer: `sent`, then `delivered`, or `failed` for a number not on WhatsApp. */
  #afterAccepted(row: SandboxWhatsAppRow): void {
    const failing = NOT_ON_WHATSAPP.test(row.mobile);
    this.#later(async () => {
      const sent = failing
        ? await this.#records.setStatus(row.id, 'failed', { error: UNDELIVERABLE })
        : await this.#records.setStatus(row.id, 'sent');
      if (!sent) return;
      this.#enqueue(() => this.#statusWebhook(sent, failing ? 'failed' : 'sent'));
      if (failing) return;
      this.#later(async () => {
        const delivered = await this.#records.setStatus(row.id, 'delivered');
        if (delivered) this.#enqueue(() => this.#statusWebhook(delivered, 'delivered'));
      });
    });
  }

  /** Runs a step after stepMs: never inside the send that caused it, whatever transaction that send is in. */
  #later(step: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, this.#stepMs))
      .then(step)
      .catch((error: unknown) => this.#log(`WhatsApp sandbox: a step failed: ${String(error)}`))
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  #enqueue(make: () => SandboxWebhook): void {
    const webhook = make();
    this.#queue = this.#queue.then(async () => {
      try {
        await this.#deliver?.(webhook);
      } catch (error) {
        // The shop's endpoint failing is the shop's to report; the phone has moved on all the same.
        this.#log(`WhatsApp sandbox: a webhook was not delivered: ${String(error)}`);
      }
    });
  }

  #webhook(value: Record<string, unknown>): SandboxWebhook {
    const body = metaJson({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: this.businessAccountId,
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: SANDBOX_BUSINESS_NUMBER,
                  phone_number_id: this.phoneNumberId,
                },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: whatsappSignature(body, this.appSecret),
      },
    };
  }

  #statusWebhook(row: SandboxWhatsAppRow, status: WhatsAppDeliveryStatus): SandboxWebhook {
    const outgoing = row.body as unknown as SandboxOutgoing;
    const category = WHATSAPP_TEMPLATES[outgoing.template]?.category.toLowerCase() ?? 'utility';
    const billing =
      status === 'failed'
        ? { errors: [errorOf(UNDELIVERABLE)] }
        : status === 'read'
          ? {}
          : {
              conversation: {
                id: this.#mac(`conversation:${row.mobile}`).slice(0, 32),
                ...(status === 'sent'
                  ? { expiration_timestamp: seconds(new Date(this.#now().getTime() + 86_400_000)) }
                  : {}),
                origin: { type: category },
              },
              pricing: { billable: true, pricing_model: 'PMP', category, type: 'regular' },
            };
    return this.#webhook({
      statuses: [
        {
          id: row.id,
          status,
          timestamp: seconds(this.#now()),
          recipient_id: toWhatsAppNumber(row.mobile),
          ...billing,
        },
      ],
    });
  }

  #inboundWebhook(mobile: string, message: Record<string, unknown>): SandboxWebhook {
    return this.#webhook({
      contacts: [{ profile: { name: `Sandbox ${mobile.slice(-4)}` }, wa_id: toWhatsAppNumber(mobile) }],
      messages: [message],
    });
  }
}

const errorOf = (error: { code: number; title: string; details: string }) => ({
  code: error.code,
  title: error.title,
  message: error.title,
  error_data: { details: error.details },
});

function messageOf(row: SandboxWhatsAppRow): SandboxWhatsAppMessage {
  if (row.direction === 'in') {
    return {
      direction: 'in',
      id: row.id,
      at: row.createdAt,
      text: String(row.body.text ?? ''),
      language: row.body.language === 'hi' || row.body.language === 'en' ? row.body.language : null,
      contextId: typeof row.body.context === 'string' ? row.body.context : null,
    };
  }
  const outgoing = row.body as unknown as SandboxOutgoing;
  const template = WHATSAPP_TEMPLATES[outgoing.template];
  return {
    direction: 'out',
    id: row.id,
    at: row.createdAt,
    status: (row.status as WhatsAppDeliveryStatus | null) ?? null,
    language: outgoing.language,
    text: outgoing.text,
    buttons: outgoing.buttons.map((button) => {
      const registered = template?.buttons[button.index];
      return {
        ...button,
        label: registered?.label[outgoing.language] ?? button.value,
        href: registered?.type === 'URL' ? registered.url.replace('{{1}}', button.value) : null,
      };
    }),
    error: outgoing.error ?? null,
  };
}
