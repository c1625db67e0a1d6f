import { randomBytes, timingSafeEqual } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@shop/shared';
import type { SandboxRequestHandler } from '../../http-transport.ts';
import { fromWhatsAppNumber, toWhatsAppNumber } from '../whatsapp-provider.ts';
import {
  renderBody,
  variableCount,
  WHATSAPP_TEMPLATE_KEYS,
  WHATSAPP_TEMPLATES,
  type WhatsAppTemplateKey,
} from '../whatsapp-templates.ts';
import {
  newWamid,
  type SandboxWhatsAppRow,
  type WhatsAppSandboxRecords,
} from './whatsapp-sandbox-records.ts';

type Json = Record<string, unknown>;

/** Where the sandbox's pages are served, below the shop's own address. */
export const WHATSAPP_SANDBOX_MOUNT = '/sandbox/whatsapp';
/** Where its Graph API is served: the shop's Cloud API client is given this as WHATSAPP_API_URL. */
export const WHATSAPP_GRAPH_MOUNT = `${WHATSAPP_SANDBOX_MOUNT}/graph`;

const LANGUAGES: readonly Language[] = ['en', 'hi'];

/** One button as the sandbox keeps it with the message: the template's index, kind and the value sent for it. */
export interface SandboxButton {
  index: number;
  type: 'quick_reply' | 'url';
  /** The quick reply's payload, or the URL button's suffix. */
  value: string;
}

/** What the sandbox keeps of a template message the shop sent (the row's body). */
export interface SandboxOutgoing {
  template: WhatsAppTemplateKey;
  name: string;
  language: Language;
  parameters: string[];
  buttons: SandboxButton[];
  /** The body as the phone shows it. */
  text: string;
  /** Why it failed, once it has. */
  error?: { code: number; title: string; details: string };
}

/** A refusal in Graph's shape: `{ error: { message, type, code, error_data: { messaging_product, details } } }`. */
export class GraphRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    /** Meta's title for the code, which the message starts with as `(#code) title`. */
    readonly title: string,
    readonly details: string | null,
    readonly type = 'OAuthException',
  ) {
    super(title);
  }
}

const refuse = (code: number, title: string, details: string) => new GraphRefusal(400, code, title, details);
const invalid = (details: string) => refuse(100, 'Invalid parameter', details);

const answer = (status: number, body: unknown) => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A header by its name in any case: over HTTP they come in lower case, in process as the client wrote them. */
const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const key = Object.keys(headers).find((each) => each.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
};

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(body: string | undefined): Json {
  try {
    const value: unknown = JSON.parse(body ?? '{}');
    if (isObject(value)) return value;
  } catch {}
  throw invalid('The request body is not a JSON object');
}

export interface WhatsAppHandlerDeps {
  records: WhatsAppSandboxRecords;
  accessToken: string;
  phoneNumberId: string;
  /** The registered name of each template (templateNames(WHATSAPP_TEMPLATE_NAMES)). */
  templateNames: Record<WhatsAppTemplateKey, string>;
  /** DATA_DIR/outbox/whatsapp.jsonl: one line per accepted message, for a developer or a browser test. */
  outboxFile: string;
  now: () => Date;
  /** Told of each message accepted, after it is kept: the sandbox's statuses follow from here. */
  accepted: (row: SandboxWhatsAppRow) => void;
}

/** A template component's parameters, each of one type, as strings; else the refusal. */
function parameterTexts(component: Json, type: 'text' | 'payload', where: string): string[] {
  const parameters = component.parameters ?? [];
  if (!Array.isArray(parameters)) throw invalid(`${where}: parameters must be an array`);
  return parameters.map((parameter, index) => {
    const value = isObject(parameter) && parameter.type === type ? parameter[type] : undefined;
    if (typeof value !== 'string' || value.trim() === '') {
      throw refuse(
        131008,
        'Required parameter is missing',
        `${where}: parameter at index ${index} needs type ${type} with a non-empty ${type}`,
      );
    }
    return value;
  });
}

/**
 * Meta's Graph API for sending WhatsApp messages, offline: `POST /{phone-number-id}/messages` with a template,
 * checked as Meta checks it against the templates the shop registers (whatsapp-templates.ts), kept in
 * sandbox_whatsapp_messages and written to the outbox file.
 */
export function whatsappSandboxHandler(deps: WhatsAppHandlerDeps): SandboxRequestHandler {
  const byName = new Map(WHATSAPP_TEMPLATE_KEYS.map((key) => [deps.templateNames[key], key]));

  function template(request: Json) {
    const given = request.template;
    if (!isObject(given)) throw invalid('template is required for a message of type template');
    const name = typeof given.name === 'string' ? given.name : '';
    const language = isObject(given.language) ? given.language.code : undefined;
    const key = byName.get(name);
    if (!key || typeof language !== 'string' || !(LANGUAGES as readonly string[]).includes(language)) {
      throw refuse(
        132001,
        'Template name does not exist in the translation',
        `template name (${name}) does not exist in ${String(language ?? '(no language)')}`,
      );
    }
    const spec = WHATSAPP_TEMPLATES[key];
    const components = given.components ?? [];
    if (!Array.isArray(components) || !components.every(isObject)) {
      throw invalid('template.components must be an array of objects');
    }
    const body = components.filter((component) => String(component.type).toLowerCase() === 'body');
    const parameters = body.flatMap((component) => parameterTexts(component, 'text', 'body'));
    const expected = variableCount(spec, language as Language);
    if (parameters.length !== expected) {
      throw refuse(
        132000,
        'Number of parameters does not match the expected number of params',
        `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})`,
      );
    }
    const buttons: SandboxButton[] = [];
    for (const component of components.filter((each) => String(each.type).toLowerCase() === 'button')) {
      const index = Number(component.index);
      const button = Number.isInteger(index) ? spec.buttons[index] : undefined;
      const type = String(component.sub_type).toLowerCase();
      if (!button || button.type.toLowerCase() !== type) {
        throw invalid(`buttons: the template has no ${type} button at index ${String(component.index)}`);
      }
      const [value, ...more] = parameterTexts(
        component,
        type === 'url' ? 'text' : 'payload',
        `buttons: button at index ${index}`,
      );
      if (value === undefined || more.length > 0) {
        throw refuse(
          131008,
          'Required parameter is missing',
          `buttons: button at index ${index} of type ${button.type} takes one parameter`,
        );
      }
      if (buttons.some((each) => each.index === index)) {
        throw invalid(`buttons: button at index ${index} is given twice`);
      }
      buttons.push({ index, type: type as SandboxButton['type'], value });
    }
    spec.buttons.forEach((button, index) => {
      if (!buttons.some((each) => each.index === index)) {
        throw refuse(
          131008,
          'Required parameter is missing',
          `buttons: button at index ${index} of type ${button.type} requires a parameter`,
        );
      }
    });
    buttons.sort((a, b) => a.index - b.index);
    const outgoing: SandboxOutgoing = {
      template: key,
      name,
      language: language as Language,
      parameters,
      buttons,
      text: renderBody(spec, language as Language, parameters),
    };
    return outgoing;
  }

  async function send(request: Json) {
    if (request.messaging_product !== 'whatsapp') {
      throw invalid('messaging_product is required and must be whatsapp');
    }
    const to = typeof request.to === 'string' ? request.to : '';
    const mobile = fromWhatsAppNumber(to);
    if (!mobile) throw invalid('to must be an Indian mobile number: 91 and its ten digits');
    if (request.type !== 'template') {
      // The shop starts no free-form conversation; Meta refuses one outside a customer's 24 hours likewise.
      throw invalid('type must be template: the sandbox takes template messages only');
    }
    const outgoing = template(request);
    const row = await deps.records.add({ id: newWamid(), mobile, direction: 'out', body: { ...outgoing } });
    await mkdir(path.dirname(deps.outboxFile), { recursive: true });
    await appendFile(
      deps.outboxFile,
      `${JSON.stringify({
        to: mobile,
        template: outgoing.name,
        language: outgoing.language,
        parameters: outgoing.parameters,
        buttons: outgoing.buttons.map((button) => button.value),
        at: deps.now().toISOString(),
      })}\n`,
    );
    deps.accepted(row);
    return answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: toWhatsAppNumber(mobile) }],
      messages: [{ id: row.id }],
    });
  }

  return async (method, target, headers, body) => {
    try {
      const bearer = /^Bearer (.+)$/i.exec(header(headers, 'authorization') ?? '')?.[1] ?? '';
      if (!sameText(bearer, deps.accessToken)) {
        throw new GraphRefusal(401, 190, 'Invalid OAuth access token - Cannot parse access token', null);
      }
      // With or without the API's version in front, as Graph answers both.
      const pathname = new URL(target, 'http://sandbox.invalid').pathname.replace(/^\/v\d+\.\d+(?=\/)/, '');
      const match = /^\/([^/]+)\/messages$/.exec(pathname);
      if (method !== 'POST' || !match) {
        throw new GraphRefusal(400, 100, 'Unknown path components', null, 'GraphMethodException');
      }
      if (match[1] !== deps.phoneNumberId) {
        throw new GraphRefusal(
          400,
          100,
          `Unsupported post request. Object with ID '${match[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
          null,
          'GraphMethodException',
        );
      }
      return await send(parse(body));
    } catch (error) {
      if (!(error instanceof GraphRefusal)) throw error;
      return answer(error.status, {
        error: {
          message:
            error.code === 190 || error.details === null ? error.title : `(#${error.code}) ${error.title}`,
          type: error.type,
          code: error.code,
          ...(error.details === null
            ? {}
            : { error_data: { messaging_product: 'whatsapp', details: error.details } }),
          fbtrace_id: randomBytes(12).toString('base64url'),
        },
      });
    }
  };
}
