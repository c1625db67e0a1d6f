import { z } from 'zod';
import { fetchTransport, type HttpTransport } from '../../http-transport.ts';
import {
  type SentWhatsApp,
  toWhatsAppNumber,
  type WhatsAppErrorCode,
  WhatsAppProviderError,
  type WhatsAppTemplateMessage,
} from '../whatsapp-provider.ts';

/** The transport is the shipping client's: over the network with fetch, or in process to a sandbox's handler. */
export type WhatsAppTransport = HttpTransport;

export interface CloudApiClientOptions {
  /** The Graph API's address with its version, e.g. https://graph.facebook.com/v23.0. */
  apiUrl: string;
  /** A system user's access token, sent as a bearer token. */
  accessToken: string;
  /** The business phone number's id: messages are posted to `/{phoneNumberId}/messages`. */
  phoneNumberId: string;
  transport?: WhatsAppTransport;
  /** Longest wait for an answer, per call. */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

/** A parameter of a template component, as the messages endpoint takes it. */
type Parameter = { type: 'text'; text: string } | { type: 'payload'; payload: string };

export type TemplateComponent =
  | { type: 'body'; parameters: Parameter[] }
  | { type: 'button'; sub_type: 'quick_reply' | 'url'; index: string; parameters: Parameter[] };

/** The messages endpoint's body for a template message. */
export interface TemplateRequest {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: { name: string; language: { code: string }; components: TemplateComponent[] };
}

/**
 * The body of a template message: the body's variables as text parameters (no body component when it has
 * none) and one button component per button that takes a value, its index its place among the template's
 * buttons.
 */
export function templateRequest(message: WhatsAppTemplateMessage): TemplateRequest {
  const components: TemplateComponent[] = [];
  if (message.bodyParameters.length > 0) {
    components.push({
      type: 'body',
      parameters: message.bodyParameters.map((text) => ({ type: 'text', text })),
    });
  }
  message.buttons.forEach((button, index) => {
    components.push(
      button.kind === 'quick_reply'
        ? {
            type: 'button',
            sub_type: 'quick_reply',
            index: String(index),
            parameters: [{ type: 'payload', payload: button.payload }],
          }
        : {
            type: 'button',
            sub_type: 'url',
            index: String(index),
            parameters: [{ type: 'text', text: button.suffix }],
          },
    );
  });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: toWhatsAppNumber(message.to),
    type: 'template',
    template: { name: message.template, language: { code: message.language }, components },
  };
}

const accepted = z.object({
  messages: z.array(z.object({ id: z.string().min(1) }).loose()).min(1),
});

const graphError = z.object({
  error: z
    .object({
      message: z.string().optional(),
      code: z.number().int().optional(),
      error_data: z.object({ details: z.string().optional() }).loose().optional(),
    })
    .loose(),
});

/** WhatsApp Business Cloud API's messages endpoint, its refusals and failures in the port's words. */
export class CloudApiClient {
  readonly #url: string;
  readonly #auth: string;
  readonly #transport: WhatsAppTransport;
  readonly #timeoutMs: number;

  constructor(options: CloudApiClientOptions) {
    this.#url = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
    this.#auth = `Bearer ${options.accessToken}`;
    this.#transport = options.transport ?? fetchTransport;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  async sendTemplate(message: WhatsAppTemplateMessage): Promise<SentWhatsApp> {
    let response: Awaited<ReturnType<WhatsAppTransport>>;
    try {
      response = await this.#transport({
        method: 'POST',
        url: this.#url,
        headers: {
          accept: 'application/json',
          authorization: this.#auth,
          'content-type': 'application/json',
        },
        body: JSON.stringify(templateRequest(message)),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new WhatsAppProviderError(
          `WhatsApp did not answer within ${this.#timeoutMs / 1000} s`,
          'timeout',
        );
      }
      throw new WhatsAppProviderError('WhatsApp could not be reached', 'unavailable');
    }
    const json = parseJson(response.body);
    if (response.status >= 400) throw cloudErrorFor(response.status, json);
    const answer = accepted.safeParse(json);
    if (!answer.success) {
      throw new WhatsAppProviderError(
        'WhatsApp accepted the message without its id',
        'unavailable',
        undefined,
        response.status,
      );
    }
    return { messageId: answer.data.messages[0]?.id ?? '' };
  }
}

function parseJson(bytes: Uint8Array): Json {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
  }
}

/**
 * Meta's error codes, by what the shop does about them (its list of Cloud API error codes). The code decides;
 * the HTTP status only when the code is not one of these.
 */
const BY_CODE: [WhatsAppErrorCode, readonly number[]][] = [
  // Undeliverable (not on WhatsApp, old app, terms not accepted), a test number's allowed list, and a shopper
  // who stopped the shop's marketing messages: WhatsApp will not reach them, SMS may.
  ['not_on_whatsapp', [131026, 131030, 131050]],
  // Wrong parameter count, missing in that language or unapproved, too long once filled, format policy,
  // parameter format, paused, disabled.
  ['template', [132000, 132001, 132005, 132007, 132012, 132015, 132016]],
  // Graph's call limits, the number's throughput, the spam limit and the pair limit (one shopper, too often).
  ['rate_limited', [4, 80007, 130429, 131048, 131056]],
  // Token expired or invalid, or missing a permission (3, 10, 200-299 are Graph's permission codes).
  ['unauthorised', [0, 3, 10, 190, 131005]],
  // Graph's unknown error and service trouble, WhatsApp's "something went wrong" and "service unavailable".
  ['unavailable', [1, 2, 131000, 131016]],
];

function codeFor(providerCode: number | undefined, status: number): WhatsAppErrorCode {
  if (providerCode !== undefined) {
    for (const [code, providerCodes] of BY_CODE) if (providerCodes.includes(providerCode)) return code;
    if (providerCode >= 200 && providerCode <= 299) return 'unauthorised';
  }
  if (status === 429) return 'rate_limited';
  if (status === 401 || status === 403) return 'unauthorised';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

/**
 * A Graph API refusal `{ error: { message, type, code, error_data: { details } } }` in the port's words. The
 * message keeps Meta's own (`(#132015) Template is Paused`), with its details when they say more.
 */
export function cloudErrorFor(status: number, json: Json): WhatsAppProviderError {
  const parsed = graphError.safeParse(json);
  const error = parsed.success ? parsed.data.error : undefined;
  const providerCode = error?.code;
  const details = error?.error_data?.details;
  const said = error?.message
    ? details && details !== error.message
      ? `${error.message}: ${details}`
      : error.message
    : `WhatsApp ${status >= 500 ? 'failed' : 'refused the message'} (${status})`;
  return new WhatsAppProviderError(said, codeFor(providerCode, status), providerCode, status);
}
