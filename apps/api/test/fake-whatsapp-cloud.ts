import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Language } from '@shop/shared';
import { whatsappSignature } from '../src/adapters/whatsapp/cloud/cloud-webhook.ts';
import { toWhatsAppNumber, type WhatsAppDeliveryStatus } from '../src/adapters/whatsapp/whatsapp-provider.ts';
import {
  variableCount,
  WHATSAPP_TEMPLATE_KEYS,
  WHATSAPP_TEMPLATES,
} from '../src/adapters/whatsapp/whatsapp-templates.ts';

/** What the stand-in answers: the messages endpoint's documented shapes, or one of its failures. */
export type FakeWhatsAppCloudMode = 'ok' | 'server-error' | 'hang';

type Json = Record<string, unknown>;

/** A registered template in one language: its body's variable count and its buttons that take a value. */
export interface FakeTemplate {
  parameters: number;
  buttons: ('quick_reply' | 'url')[];
}

export interface FakeWhatsAppCloud {
  /** The Graph API's address with its version, as WHATSAPP_API_URL. */
  url: string;
  mode: FakeWhatsAppCloudMode;
  accessToken: string;
  phoneNumberId: string;
  /** Registered templates by `name:language`: the shop's, as WHATSAPP_TEMPLATES registers them by default. */
  templates: Map<string, FakeTemplate>;
  /** Templates paused by Meta (by name): sends are refused with 132015. */
  paused: Set<string>;
  /** Numbers (91 and ten digits) that are not on WhatsApp: refused at once with 131026. */
  notOnWhatsApp: Set<string>;
  /** After this many accepted messages, every send is refused with 130429 and HTTP 429; null for no limit. */
  rateLimitAfter: number | null;
  /** Every request: method, path, authorization header and JSON body. */
  requests: { method: string; path: string; authorization: string | undefined; body: Json | undefined }[];
  /** The messages accepted, with the ids given. */
  sent: { id: string; to: string; template: string; language: string }[];
  close(): Promise<void>;
}

const graphError = (
  code: number,
  message: string,
  details?: string,
  type = 'OAuthException',
  subcode?: number,
) => ({
  error: {
    message,
    type,
    code,
    ...(subcode === undefined ? {} : { error_subcode: subcode }),
    ...(details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details } }),
    fbtrace_id: 'AStandinTrace01',
  },
});

/** The shop's templates under their default names, in both languages. */
export function registeredTemplates(): Map<string, FakeTemplate> {
  const templates = new Map<string, FakeTemplate>();
  for (const key of WHATSAPP_TEMPLATE_KEYS) {
    const template = WHATSAPP_TEMPLATES[key];
    for (const language of ['en', 'hi'] satisfies Language[]) {
      templates.set(`${template.name}:${language}`, {
        parameters: variableCount(template, language),
        buttons: template.buttons.map((button) => (button.type === 'URL' ? 'url' : 'quick_reply')),
      });
    }
  }
  return templates;
}

/** Why a body is not a template message as the endpoint takes it, or null when it is one. */
function shapeProblem(body: Json | undefined): string | null {
  if (!body) return 'The request has no JSON body';
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (body.recipient_type !== 'individual') return 'recipient_type must be individual';
  if (typeof body.to !== 'string' || !/^[0-9]{8,15}$/.test(body.to)) return 'to must be a phone number';
  if (body.type !== 'template') return 'type must be template';
  const template = body.template as Json | undefined;
  if (!template || typeof template.name !== 'string') return 'template.name is required';
  const language = template.language as Json | undefined;
  if (typeof language?.code !== 'string') return 'template.language.code is required';
  if (!Array.isArray(template.components)) return 'template.components must be an array';
  return null;
}

/**
 * A local stand-in for graph.facebook.com's messages endpoint (docs/messaging.md): the bearer token and the
 * phone number id checked, template messages checked against the registered templates (name and language,
 * parameter count, buttons, paused), numbers not on WhatsApp, a throughput limit, and the Graph API's
 * `{ error: { message, type, code, error_data, fbtrace_id } }` refusals; 500 and no answer at all when asked.
 */
export async function startFakeWhatsAppCloud(): Promise<FakeWhatsAppCloud> {
  const hanging = new Set<ServerResponse>();
  let issued = 0;
  const fake: Omit<FakeWhatsAppCloud, 'url' | 'close'> = {
    mode: 'ok',
    accessToken: 'EAAStandinSystemUserToken01',
    phoneNumberId: '106540352242922',
    templates: registeredTemplates(),
    paused: new Set(),
    notOnWhatsApp: new Set(),
    rateLimitAfter: null,
    requests: [],
    sent: [],
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Json | undefined;
    try {
      body = text ? (JSON.parse(text) as Json) : undefined;
    } catch {
      body = undefined;
    }
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    fake.requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
    });
    const json = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    if (fake.mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (request.headers.authorization !== `Bearer ${fake.accessToken}`) {
      return json(401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    }
    if (fake.mode === 'server-error') {
      return json(500, graphError(131000, '(#131000) Something went wrong', 'Something went wrong'));
    }
    const route = /^\/v[0-9.]+\/([^/]+)\/messages$/.exec(path);
    if (request.method !== 'POST' || !route) {
      return json(400, graphError(100, 'Unknown path components', undefined, 'OAuthException'));
    }
    if (route[1] !== fake.phoneNumberId) {
      return json(
        400,
        graphError(
          100,
          `Unsupported post request. Object with ID '${route[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          undefined,
          'GraphMethodException',
          33,
        ),
      );
    }
    const problem = shapeProblem(body);
    if (problem || !body) return json(400, graphError(100, '(#100) Invalid parameter', problem ?? ''));
    const to = String(body.to);
    const template = body.template as { name: string; language: { code: string }; components: Json[] };
    if (fake.rateLimitAfter !== null && fake.sent.length >= fake.rateLimitAfter) {
      return json(
        429,
        graphError(130429, '(#130429) Rate limit hit', 'Cloud API message throughput has been reached.'),
      );
    }
    const registered = fake.templates.get(`${template.name}:${template.language.code}`);
    if (!registered) {
      return json(
        404,
        graphError(
          132001,
          '(#132001) Template name does not exist in the translation',
          `template name (${template.name}) does not exist in ${template.language.code}`,
        ),
      );
    }
    if (fake.paused.has(template.name)) {
      return json(
        400,
        graphError(132015, '(#132015) Template is Paused', 'Template is paused due to low quality.'),
      );
    }
    const bodyParameters = template.components.find((component) => component.type === 'body')?.parameters;
    const count = Array.isArray(bodyParameters) ? bodyParameters.length : 0;
    if (count !== registered.parameters) {
      return json(
        400,
        graphError(
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
          `body: number of localizable_params (${count}) does not match the expected number of params (${registered.parameters})`,
        ),
      );
    }
    for (const component of template.components.filter((c) => c.type === 'button')) {
      const expected = registered.buttons[Number(component.index)];
      if (!expected || component.sub_type !== expected) {
        return json(
          400,
          graphError(
            131009,
            '(#131009) Parameter value is not valid',
            `button at index ${String(component.index)} is not a ${String(component.sub_type)} button`,
          ),
        );
      }
    }
    if (fake.notOnWhatsApp.has(to)) {
      return json(
        400,
        graphError(
          131026,
          '(#131026) Message Undeliverable',
          'Message Undeliverable: the recipient is not a WhatsApp user.',
        ),
      );
    }
    issued += 1;
    const id = `wamid.Standin${String(issued).padStart(8, '0')}`;
    fake.sent.push({ id, to, template: template.name, language: template.language.code });
    json(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id, message_status: 'accepted' }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v23.0`,
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** A webhook body carrying one `messages` change, as Meta posts it. */
export function webhookBody(value: Json, phoneNumberId = '106540352242922'): Json {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919000000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/**
 * A webhook body carrying one message a shopper sent from their ten-digit number: a tapped button
 * (`{ type: 'button', button: { payload, text } }`) or typed words (`{ type: 'text', text: { body } }`).
 */
export function replyBody(from: string, id: string, message: Json): Json {
  const number = toWhatsAppNumber(from);
  return webhookBody({
    contacts: [{ profile: { name: 'Ananya' }, wa_id: number }],
    messages: [{ from: number, id, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
  });
}

/** The raw body and headers of a delivery signed with the app secret, as Meta sends it. */
export function signedDelivery(
  body: unknown,
  appSecret: string,
): { rawBody: string; headers: Record<string, string> } {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': whatsappSignature(rawBody, appSecret),
    },
  };
}

/**
 * A signed status webhook for a message the stand-in accepted: how Meta reports what became of it, including
 * the asynchronous `failed` with 131026 when the number turns out not to be on WhatsApp.
 */
export function statusDelivery(
  appSecret: string,
  status: {
    messageId: string;
    recipient: string;
    status: WhatsAppDeliveryStatus | 'deleted' | 'warning';
    at?: Date;
    error?: { code: number; title: string; details?: string };
  },
): { rawBody: string; headers: Record<string, string> } {
  const seconds = Math.floor((status.at ?? new Date('2026-11-28T09:30:00Z')).getTime() / 1000);
  const item: Json = {
    id: status.messageId,
    status: status.status,
    timestamp: String(seconds),
    recipient_id: status.recipient,
    ...(status.status === 'failed' || status.status === 'deleted'
      ? {}
      : {
          conversation: { id: 'c0nversation01', origin: { type: 'utility' } },
          pricing: { billable: true, pricing_model: 'PMP', category: 'utility', type: 'regular' },
        }),
    ...(status.error
      ? {
          errors: [
            {
              code: status.error.code,
              title: status.error.title,
              message: status.error.title,
              ...(status.error.details ? { error_data: { details: status.error.details } } : {}),
            },
          ],
        }
      : {}),
  };
  return signedDelivery(webhookBody({ statuses: [item] }), appSecret);
}
