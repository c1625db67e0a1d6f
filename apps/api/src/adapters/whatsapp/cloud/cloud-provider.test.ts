import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeWhatsAppCloud,
  registeredTemplates,
  signedDelivery,
  startFakeWhatsAppCloud,
  statusDelivery,
  webhookBody,
} from '../../../../test/fake-whatsapp-cloud.ts';
import type { Config } from '../../../config.ts';
import type { WhatsAppTemplateMessage } from '../whatsapp-provider.ts';
import { CloudApiClient } from './cloud-client.ts';
import { CloudWhatsApp, cloudWhatsAppFromSettings } from './cloud-provider.ts';
import { whatsappSignature } from './cloud-webhook.ts';

const APP_SECRET = 'an-app-secret-of-32-characters!!';
const VERIFY_TOKEN = 'the-verify-token-typed-at-meta';

let fake: FakeWhatsAppCloud;
beforeAll(async () => {
  fake = await startFakeWhatsAppCloud();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests = [];
  fake.sent = [];
  fake.templates = registeredTemplates();
  fake.paused.clear();
  fake.notOnWhatsApp.clear();
  fake.rateLimitAfter = null;
});

function provider(
  options: { accessToken?: string; timeoutMs?: number; apiUrl?: string; phoneNumberId?: string } = {},
) {
  const client = new CloudApiClient({
    apiUrl: options.apiUrl ?? fake.url,
    accessToken: options.accessToken ?? fake.accessToken,
    phoneNumberId: options.phoneNumberId ?? fake.phoneNumberId,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return new CloudWhatsApp(client, { appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN });
}

const orderPaid = (overrides: Partial<WhatsAppTemplateMessage> = {}): WhatsAppTemplateMessage => ({
  to: '9876543210',
  template: 'order_placed',
  language: 'en',
  bodyParameters: ['ORD-2026-000123', '₹1,249.00'],
  buttons: [],
  ...overrides,
});

describe('sending a template through the Cloud API', () => {
  it('posts to the phone number’s messages with the bearer token, and answers the wamid', async () => {
    const sent = await provider().send(orderPaid());
    expect(sent.messageId).toMatch(/^wamid\./);
    expect(fake.sent).toEqual([
      { id: sent.messageId, to: '919876543210', template: 'order_placed', language: 'en' },
    ]);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/v23.0/${fake.phoneNumberId}/messages`);
    expect(request?.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_placed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'ORD-2026-000123' },
              { type: 'text', text: '₹1,249.00' },
            ],
          },
        ],
      },
    });
  });

  it('sends Hindi as hi, quick replies with their payloads and a URL button with its suffix, by index', async () => {
    fake.templates.set('order_review:hi', { parameters: 1, buttons: ['quick_reply', 'url'] });
    await provider().send({
      to: '9123456789',
      template: 'order_review',
      language: 'hi',
      bodyParameters: ['ORD-2026-000123'],
      buttons: [
        { kind: 'quick_reply', payload: 'review:ORD-2026-000123:yes' },
        { kind: 'url', suffix: 'ORD-2026-000123' },
      ],
    });
    expect(fake.requests[0]?.body?.template).toEqual({
      name: 'order_review',
      language: { code: 'hi' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: 'ORD-2026-000123' }] },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: 'review:ORD-2026-000123:yes' }],
        },
        {
          type: 'button',
          sub_type: 'url',
          index: '1',
          parameters: [{ type: 'text', text: 'ORD-2026-000123' }],
        },
      ],
    });
  });

  it('sends no body component for a template without variables, and both quick replies of COD_CONFIRM', async () => {
    await provider().send({ ...orderPaid(), template: 'whatsapp_stopped', bodyParameters: [] });
    expect(fake.requests[0]?.body?.template).toMatchObject({ components: [] });
    await provider().send({
      ...orderPaid(),
      template: 'cod_confirm',
      buttons: [
        { kind: 'quick_reply', payload: 'cod:confirm:42' },
        { kind: 'quick_reply', payload: 'cod:cancel:42' },
      ],
    });
    expect(fake.requests[1]?.body?.template).toMatchObject({
      name: 'cod_confirm',
      components: [
        { type: 'body' },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: 'cod:confirm:42' }],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '1',
          parameters: [{ type: 'payload', payload: 'cod:cancel:42' }],
        },
      ],
    });
  });
});

describe('a send WhatsApp refuses, in the shop’s words', () => {
  it('calls a number not on WhatsApp not_on_whatsapp, not worth retrying', async () => {
    fake.notOnWhatsApp.add('919876543210');
    const refused = provider().send(orderPaid());
    await expect(refused).rejects.toMatchObject({
      name: 'WhatsAppProviderError',
      code: 'not_on_whatsapp',
      providerCode: 131026,
      status: 400,
      retryable: false,
      message: expect.stringContaining('(#131026) Message Undeliverable'),
    });
  });

  it('calls a paused, unknown or wrongly filled template a template problem, in Meta’s words', async () => {
    fake.paused.add('order_placed');
    await expect(provider().send(orderPaid())).rejects.toMatchObject({
      code: 'template',
      providerCode: 132015,
      message: expect.stringContaining('(#132015) Template is Paused'),
      retryable: false,
    });
    fake.paused.clear();
    await expect(provider().send(orderPaid({ template: 'order_placed_v9' }))).rejects.toMatchObject({
      code: 'template',
      providerCode: 132001,
      message: expect.stringContaining('(#132001)'),
    });
    await expect(provider().send(orderPaid({ bodyParameters: ['ORD-2026-000123'] }))).rejects.toMatchObject({
      code: 'template',
      providerCode: 132000,
      message: expect.stringContaining('(1) does not match the expected number of params (2)'),
    });
    expect(fake.sent).toEqual([]);
  });

  it('calls the throughput limit rate_limited, to try again later', async () => {
    fake.rateLimitAfter = 1;
    await provider().send(orderPaid());
    await expect(provider().send(orderPaid())).rejects.toMatchObject({
      code: 'rate_limited',
      providerCode: 130429,
      status: 429,
      retryable: true,
      message: '(#130429) Rate limit hit: Cloud API message throughput has been reached.',
    });
  });

  it('calls a refused token unauthorised, and a 500, no answer or no server a failure to retry', async () => {
    await expect(provider({ accessToken: 'EAAexpired' }).send(orderPaid())).rejects.toMatchObject({
      code: 'unauthorised',
      providerCode: 190,
      status: 401,
      retryable: false,
    });
    fake.mode = 'server-error';
    await expect(provider().send(orderPaid())).rejects.toMatchObject({
      code: 'unavailable',
      status: 500,
      retryable: true,
    });
    fake.mode = 'hang';
    await expect(provider({ timeoutMs: 150 }).send(orderPaid())).rejects.toMatchObject({
      code: 'timeout',
      retryable: true,
    });
    await expect(provider({ apiUrl: 'http://127.0.0.1:9/v23.0' }).send(orderPaid())).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('calls any other refusal rejected, with what Meta said', async () => {
    await expect(provider({ phoneNumberId: '999999999999' }).send(orderPaid())).rejects.toMatchObject({
      code: 'rejected',
      providerCode: 100,
      status: 400,
      message: expect.stringContaining("Object with ID '999999999999' does not exist"),
    });
    await expect(
      provider().send(orderPaid({ buttons: [{ kind: 'quick_reply', payload: 'x' }] })),
    ).rejects.toMatchObject({ code: 'rejected', providerCode: 131009 });
  });
});

describe('the Cloud API webhook', () => {
  const read = (rawBody: string, headers: Record<string, string | string[] | undefined>) =>
    provider().parseWebhook(rawBody, headers);

  it('accepts a delivery signed with the app secret, and refuses a wrong, missing or truncated signature', () => {
    const { rawBody, headers } = statusDelivery(APP_SECRET, {
      messageId: 'wamid.Standin00000001',
      recipient: '919876543210',
      status: 'delivered',
    });
    expect(headers['x-hub-signature-256']).toBe(whatsappSignature(rawBody, APP_SECRET));
    expect(read(rawBody, headers)).toMatchObject({ ok: true });
    const signature = headers['x-hub-signature-256'] ?? '';
    for (const bad of [
      whatsappSignature(rawBody, 'another-app-secret-of-32-chars!!'),
      signature.slice(0, -1),
      signature.slice('sha256='.length),
      '',
    ]) {
      expect(read(rawBody, { 'x-hub-signature-256': bad })).toEqual({ ok: false, reason: 'bad_signature' });
    }
    expect(read(rawBody, {})).toEqual({ ok: false, reason: 'bad_signature' });
    expect(read(rawBody, { 'x-hub-signature-256': [signature, signature] })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a body changed after it was signed', () => {
    const { rawBody, headers } = statusDelivery(APP_SECRET, {
      messageId: 'wamid.Standin00000001',
      recipient: '919876543210',
      status: 'read',
    });
    const changed = rawBody.replace('"read"', '"failed"');
    expect(changed).not.toBe(rawBody);
    expect(read(changed, headers)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('reads sent, delivered, read and failed statuses, with a failure’s code, title and details', () => {
    const at = new Date('2026-11-28T09:30:00Z');
    const base = { messageId: 'wamid.Standin00000001', recipient: '919876543210', at };
    for (const status of ['sent', 'delivered', 'read'] as const) {
      const { rawBody, headers } = statusDelivery(APP_SECRET, { ...base, status });
      expect(read(rawBody, headers)).toEqual({
        ok: true,
        events: [
          {
            kind: 'status',
            messageId: 'wamid.Standin00000001',
            status,
            recipient: '9876543210',
            at,
            error: null,
          },
        ],
      });
    }
    const failed = statusDelivery(APP_SECRET, {
      ...base,
      status: 'failed',
      error: {
        code: 131026,
        title: 'Message undeliverable',
        details: 'Message Undeliverable.',
      },
    });
    expect(read(failed.rawBody, failed.headers)).toEqual({
      ok: true,
      events: [
        {
          kind: 'status',
          messageId: 'wamid.Standin00000001',
          status: 'failed',
          recipient: '9876543210',
          at,
          error: { code: 131026, title: 'Message undeliverable', details: 'Message Undeliverable.' },
        },
      ],
    });
  });

  it('skips statuses it has no word for and numbers that are not Indian mobiles', () => {
    for (const delivery of [
      statusDelivery(APP_SECRET, { messageId: 'wamid.A', recipient: '919876543210', status: 'deleted' }),
      statusDelivery(APP_SECRET, { messageId: 'wamid.A', recipient: '919876543210', status: 'warning' }),
      statusDelivery(APP_SECRET, { messageId: 'wamid.A', recipient: '14155550123', status: 'read' }),
    ]) {
      expect(read(delivery.rawBody, delivery.headers)).toEqual({ ok: true, events: [] });
    }
  });

  const inbound = (message: Record<string, unknown>) =>
    signedDelivery(
      webhookBody({
        contacts: [{ profile: { name: 'Asha' }, wa_id: String(message.from) }],
        messages: [{ id: 'wamid.Inbound01', timestamp: '1764322200', ...message }],
      }),
      APP_SECRET,
    );
  const repliedAt = new Date(1764322200 * 1000);

  it('reads a template’s quick reply: its payload, its label and the message it answered', () => {
    const { rawBody, headers } = inbound({
      from: '919876543210',
      type: 'button',
      button: { payload: 'cod:confirm:42', text: 'Confirm order' },
      context: { from: '919000000000', id: 'wamid.Standin00000007' },
    });
    expect(read(rawBody, headers)).toEqual({
      ok: true,
      events: [
        {
          kind: 'reply',
          messageId: 'wamid.Inbound01',
          from: '9876543210',
          at: repliedAt,
          contextMessageId: 'wamid.Standin00000007',
          payload: 'cod:confirm:42',
          text: 'Confirm order',
        },
      ],
    });
  });

  it('reads an interactive button reply, a typed STOP, and another type with no text or payload', () => {
    const interactive = inbound({
      from: '919876543210',
      type: 'interactive',
      interactive: {
        type: 'button_reply',
        button_reply: { id: 'delivery:retry:42', title: 'Deliver again' },
      },
      context: { from: '919000000000', id: 'wamid.Standin00000008' },
    });
    expect(read(interactive.rawBody, interactive.headers)).toMatchObject({
      ok: true,
      events: [
        {
          kind: 'reply',
          payload: 'delivery:retry:42',
          text: 'Deliver again',
          contextMessageId: 'wamid.Standin00000008',
        },
      ],
    });
    const stop = inbound({ from: '919876543210', type: 'text', text: { body: 'STOP' } });
    expect(read(stop.rawBody, stop.headers)).toEqual({
      ok: true,
      events: [
        {
          kind: 'reply',
          messageId: 'wamid.Inbound01',
          from: '9876543210',
          at: repliedAt,
          contextMessageId: null,
          payload: null,
          text: 'STOP',
        },
      ],
    });
    const image = inbound({
      from: '919876543210',
      type: 'image',
      image: { id: '1234', mime_type: 'image/jpeg', sha256: 'abc' },
    });
    expect(read(image.rawBody, image.headers)).toMatchObject({
      ok: true,
      events: [{ kind: 'reply', payload: null, text: null }],
    });
  });

  it('skips a reply from a number that is not an Indian mobile', () => {
    const { rawBody, headers } = inbound({ from: '447700900123', type: 'text', text: { body: 'Hello' } });
    expect(read(rawBody, headers)).toEqual({ ok: true, events: [] });
  });

  it('calls a signed body that is not JSON, or not Meta’s shape, malformed', () => {
    for (const body of [
      'not json',
      '[]',
      { object: 'page', entry: [] },
      { object: 'whatsapp_business_account' },
      webhookBody({ statuses: [{ id: 'wamid.A', status: 'read' }] }),
      webhookBody({ messages: 'hello' }),
    ]) {
      const { rawBody, headers } = signedDelivery(body, APP_SECRET);
      expect(read(rawBody, headers)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('answers the subscription handshake only to the shop’s token in subscribe mode', () => {
    const query = {
      'hub.mode': 'subscribe',
      'hub.verify_token': VERIFY_TOKEN,
      'hub.challenge': '1158201444',
    };
    expect(provider().verifySubscription(query)).toBe('1158201444');
    expect(
      provider().verifySubscription({ ...query, 'hub.verify_token': 'the-verify-token-typed-at-metA' }),
    ).toBe(null);
    expect(provider().verifySubscription({ ...query, 'hub.verify_token': 'short' })).toBe(null);
    expect(provider().verifySubscription({ ...query, 'hub.mode': 'unsubscribe' })).toBe(null);
    expect(provider().verifySubscription({ 'hub.mode': 'subscribe', 'hub.challenge': '1' })).toBe(null);
  });
});

describe('the provider from the settings', () => {
  it('sends with the configured token and number, and verifies with the configured secret', async () => {
    const config = {
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_ACCESS_TOKEN: fake.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    } as Config;
    const configured = cloudWhatsAppFromSettings(config);
    expect(configured.name).toBe('cloud');
    await configured.send(orderPaid());
    expect(fake.sent).toHaveLength(1);
    const { rawBody, headers } = statusDelivery(APP_SECRET, {
      messageId: 'wamid.A',
      recipient: '919876543210',
      status: 'sent',
    });
    expect(configured.parseWebhook(rawBody, headers)).toMatchObject({ ok: true });
    expect(() => cloudWhatsAppFromSettings({ ...config, WHATSAPP_APP_SECRET: undefined })).toThrow(
      /WHATSAPP_PROVIDER=cloud/,
    );
  });
});
