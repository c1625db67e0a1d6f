import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../../../../test/test-app.ts';
import { sandboxWhatsappMessages } from '../../../db/schema.ts';
import type { SandboxWebhook } from '../../http-transport.ts';
import type { WhatsAppTemplateMessage } from '../whatsapp-provider.ts';
import { WhatsAppSandbox } from './whatsapp-sandbox.ts';
import { whatsappSandboxChatPage } from './whatsapp-sandbox-page.ts';

const t = appForFile();
const APP_SECRET = 'a-test-app-secret-for-signing';
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wa-sandbox-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A sandbox on the test's database whose webhooks are kept, not posted. */
function sandboxWithInbox(templateNames?: string) {
  const sandbox = new WhatsAppSandbox(t.database.db, {
    secret: 'a-test-secret',
    appSecret: APP_SECRET,
    verifyToken: 'a-verify-token',
    templateNames,
    dataDir,
    stepMs: 0,
  });
  const inbox: SandboxWebhook[] = [];
  sandbox.deliverWebhooksTo(async (webhook) => {
    inbox.push(webhook);
  });
  return { sandbox, inbox };
}

const codConfirm = (to: string, language: 'en' | 'hi' = 'en'): WhatsAppTemplateMessage => ({
  to,
  template: 'cod_confirm',
  language,
  bodyParameters: ['ORD-2026-000123', '₹1,299.00'],
  buttons: [
    { kind: 'quick_reply', payload: 'cod:confirm:ORD-2026-000123' },
    { kind: 'quick_reply', payload: 'cod:cancel:ORD-2026-000123' },
  ],
});

/** A Graph API call as the shop's client makes it, with a body of the test's own. */
async function post(
  sandbox: WhatsAppSandbox,
  body: unknown,
  token = sandbox.accessToken,
  id = sandbox.phoneNumberId,
) {
  const answer = await sandbox.handle(
    'POST',
    `/${id}/messages`,
    { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    JSON.stringify(body),
  );
  return { status: answer.status, json: JSON.parse(String(answer.body)) as Record<string, any> };
}

const template = (name: string, code: string, components: unknown[]) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '919876500001',
  type: 'template',
  template: { name, language: { code }, components },
});
const body = (...texts: string[]) => ({
  type: 'body',
  parameters: texts.map((text) => ({ type: 'text', text })),
});
const quickReply = (index: number, payload: string) => ({
  type: 'button',
  sub_type: 'quick_reply',
  index: String(index),
  parameters: [{ type: 'payload', payload }],
});

const rowsOf = (mobile: string) =>
  t.database.db.select().from(sandboxWhatsappMessages).where(eq(sandboxWhatsappMessages.mobile, mobile));

const parsed = (webhook: SandboxWebhook) => JSON.parse(webhook.body) as Record<string, any>;
const changeValue = (webhook: SandboxWebhook) => parsed(webhook).entry[0].changes[0].value;

describe("the sandbox's Graph API", () => {
  it('accepts a good template message: the answer, the row and the outbox line', async () => {
    const { sandbox } = sandboxWithInbox();
    const answer = await post(
      sandbox,
      template('delivery_failed', 'hi', [
        body('ORD-2026-000200', 'Delhivery', 'Customer not available'),
        quickReply(0, 'ndr:reattempt:200'),
        quickReply(1, 'ndr:rto:200'),
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '919876500001', wa_id: '919876500001' }],
      messages: [{ id: expect.stringMatching(/^wamid\.[A-Za-z0-9_-]{20,}$/) }],
    });
    const [row] = await rowsOf('9876500001');
    expect(row).toMatchObject({
      id: answer.json.messages[0].id,
      direction: 'out',
      body: {
        template: 'DELIVERY_FAILED',
        name: 'delivery_failed',
        language: 'hi',
        parameters: ['ORD-2026-000200', 'Delhivery', 'Customer not available'],
        buttons: [
          { index: 0, type: 'quick_reply', value: 'ndr:reattempt:200' },
          { index: 1, type: 'quick_reply', value: 'ndr:rto:200' },
        ],
      },
    });
    expect(row?.body.text).toContain(
      'ORD-2026-000200: Delhivery आज डिलीवरी नहीं कर पाया (Customer not available)',
    );
    const lines = (await readFile(sandbox.outboxFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.find((line) => line.to === '9876500001')).toEqual({
      to: '9876500001',
      template: 'delivery_failed',
      language: 'hi',
      parameters: ['ORD-2026-000200', 'Delhivery', 'Customer not available'],
      buttons: ['ndr:reattempt:200', 'ndr:rto:200'],
      at: expect.any(String),
    });
  });

  it('knows the templates by their registered names (WHATSAPP_TEMPLATE_NAMES)', async () => {
    const { sandbox } = sandboxWithInbox('ORDER_PAID=order_placed_v2');
    const good = template('order_placed_v2', 'en', [body('ORD-2026-000201', '₹499.00')]);
    expect((await post(sandbox, { ...good, to: '919876500002' })).status).toBe(200);
    const old = await post(sandbox, { ...good, template: { ...good.template, name: 'order_placed' } });
    expect(old.json.error.code).toBe(132001);
  });

  it("refuses as Meta does, in Graph's shape, keeping nothing", async () => {
    const { sandbox } = sandboxWithInbox();
    const good = template('order_placed', 'en', [body('ORD-2026-000202', '₹499.00')]);
    const to = (json: unknown) => ({ ...(json as object), to: '919876500003' });

    const token = await post(sandbox, to(good), 'EAAnot-the-token');
    expect(token.status).toBe(401);
    expect(token.json).toEqual({
      error: {
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
        code: 190,
        fbtrace_id: expect.any(String),
      },
    });
    expect((await post(sandbox, to(good), sandbox.accessToken, '123456789012345')).json.error).toMatchObject({
      code: 100,
      type: 'GraphMethodException',
    });

    const unknown = await post(sandbox, to(template('order_paid', 'en', [body('x', 'y')])));
    expect(unknown).toEqual({
      status: 400,
      json: {
        error: {
          message: '(#132001) Template name does not exist in the translation',
          type: 'OAuthException',
          code: 132001,
          error_data: {
            messaging_product: 'whatsapp',
            details: 'template name (order_paid) does not exist in en',
          },
          fbtrace_id: expect.any(String),
        },
      },
    });
    const language = await post(sandbox, to(template('order_placed', 'ta', [body('x', 'y')])));
    expect(language.json.error).toMatchObject({
      code: 132001,
      error_data: { details: 'template name (order_placed) does not exist in ta' },
    });
    const count = await post(sandbox, to(template('order_placed', 'en', [body('ORD-2026-000202')])));
    expect(count.json.error).toMatchObject({
      message: '(#132000) Number of parameters does not match the expected number of params',
      code: 132000,
      error_data: {
        details: 'body: number of localizable_params (1) does not match the expected number of params (2)',
      },
    });
    const button = await post(
      sandbox,
      to(
        template('cod_confirm', 'en', [body('ORD-2026-000202', '₹499.00'), quickReply(0, 'cod:confirm:202')]),
      ),
    );
    expect(button.json.error).toMatchObject({
      message: '(#131008) Required parameter is missing',
      code: 131008,
      error_data: { details: 'buttons: button at index 1 of type QUICK_REPLY requires a parameter' },
    });
    const empty = await post(
      sandbox,
      to(
        template('cod_confirm', 'en', [
          body('ORD-2026-000202', '₹499.00'),
          quickReply(0, 'cod:confirm:202'),
          quickReply(1, ' '),
        ]),
      ),
    );
    expect(empty.json.error.code).toBe(131008);
    expect((await post(sandbox, { ...good, to: '12025550123' })).json.error.code).toBe(100);
    expect((await post(sandbox, { ...to(good), messaging_product: undefined })).json.error.code).toBe(100);
    expect((await post(sandbox, { ...to(good), type: 'text', text: { body: 'hi' } })).json.error.code).toBe(
      100,
    );

    expect(await rowsOf('9876500003')).toEqual([]);
  });

  it("reads the shop's Cloud API client's own requests, and its refusals come back in the port's words", async () => {
    const { sandbox } = sandboxWithInbox();
    const sent = await sandbox.provider.send(codConfirm('9876500004'));
    expect(sent.messageId).toMatch(/^wamid\./);
    await expect(
      sandbox.provider.send({ ...codConfirm('9876500004'), bodyParameters: ['ORD-2026-000203'] }),
    ).rejects.toMatchObject({ name: 'WhatsAppProviderError', code: 'template', providerCode: 132000 });
    await sandbox.settled();
  });
});

describe("the sandbox's phones", () => {
  it('tells of sent, then delivered, in order, signed with the app secret, in Meta’s shape', async () => {
    const { sandbox, inbox } = sandboxWithInbox();
    const { messageId } = await sandbox.provider.send(codConfirm('9876500010'));
    // Never inside the send itself: the shop hears of it after it has the answer.
    expect(inbox).toHaveLength(0);
    await sandbox.settled();
    expect(inbox).toHaveLength(2);
    for (const webhook of inbox) {
      const expected = `sha256=${createHmac('sha256', APP_SECRET).update(webhook.body).digest('hex')}`;
      expect(webhook.headers['x-hub-signature-256']).toBe(expected);
      expect(webhook.headers['content-type']).toBe('application/json');
    }
    const [sent, delivered] = inbox.map(parsed);
    expect(sent).toEqual({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: sandbox.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: expect.any(String),
                  phone_number_id: sandbox.phoneNumberId,
                },
                statuses: [
                  {
                    id: messageId,
                    status: 'sent',
                    timestamp: expect.stringMatching(/^\d{10}$/),
                    recipient_id: '919876500010',
                    conversation: expect.objectContaining({ origin: { type: 'utility' } }),
                    pricing: expect.objectContaining({ category: 'utility', billable: true }),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(delivered?.entry[0].changes[0].value.statuses[0]).toMatchObject({
      id: messageId,
      status: 'delivered',
    });
    expect(inbox.map((webhook) => sandbox.provider.parseWebhook(webhook.body, webhook.headers))).toEqual([
      { ok: true, events: [expect.objectContaining({ kind: 'status', messageId, status: 'sent' })] },
      { ok: true, events: [expect.objectContaining({ kind: 'status', messageId, status: 'delivered' })] },
    ]);
    const [row] = await rowsOf('9876500010');
    expect(row?.status).toBe('delivered');
  });

  it('fails a message to a number starting 6000 with 131026, and it is never delivered', async () => {
    const { sandbox, inbox } = sandboxWithInbox();
    const { messageId } = await sandbox.provider.send(codConfirm('6000123456'));
    await sandbox.settled();
    expect(inbox).toHaveLength(1);
    const [status] = changeValue(inbox[0] as SandboxWebhook).statuses;
    expect(status).toEqual({
      id: messageId,
      status: 'failed',
      timestamp: expect.any(String),
      recipient_id: '916000123456',
      errors: [
        {
          code: 131026,
          title: 'Message undeliverable',
          message: 'Message undeliverable',
          error_data: { details: expect.stringContaining('not on WhatsApp') },
        },
      ],
    });
    expect(sandbox.provider.parseWebhook(inbox[0]?.body ?? '', inbox[0]?.headers ?? {})).toMatchObject({
      ok: true,
      events: [{ kind: 'status', status: 'failed', error: { code: 131026 } }],
    });
    expect(await sandbox.tap(messageId, 0)).toEqual({
      refused: `Message ${messageId} never reached the phone: its buttons cannot be tapped`,
    });
    const [message] = await sandbox.conversation('6000123456');
    expect(message).toMatchObject({ status: 'failed', error: { code: 131026 } });
  });

  it('reads the delivered messages when the chat is opened, once', async () => {
    const { sandbox, inbox } = sandboxWithInbox();
    const { messageId } = await sandbox.provider.send(codConfirm('9876500011'));
    await sandbox.settled();
    expect(await sandbox.read('9876500011')).toBe(1);
    await sandbox.settled();
    expect(changeValue(inbox.at(-1) as SandboxWebhook).statuses[0]).toMatchObject({
      id: messageId,
      status: 'read',
      recipient_id: '919876500011',
    });
    expect(await sandbox.read('9876500011')).toBe(0);
    expect(inbox).toHaveLength(3);
  });

  it("taps a quick reply: Meta's inbound button message with the payload, its label in the message's language and the context", async () => {
    const { sandbox, inbox } = sandboxWithInbox();
    const { messageId } = await sandbox.provider.send(codConfirm('9876500012', 'hi'));
    await sandbox.settled();
    const tapped = await sandbox.tap(messageId, 1);
    expect(tapped).toMatchObject({
      tapped: { direction: 'in', text: 'रद्द करें', language: 'hi', contextId: messageId },
    });
    await sandbox.settled();
    const webhook = inbox.at(-1) as SandboxWebhook;
    // Meta escapes what is not ASCII, and signs those bytes.
    expect(webhook.body).not.toMatch(/[^\x20-\x7e]/);
    expect(webhook.headers['x-hub-signature-256']).toBe(
      `sha256=${createHmac('sha256', APP_SECRET).update(webhook.body).digest('hex')}`,
    );
    const value = changeValue(webhook);
    expect(value.contacts).toEqual([{ profile: { name: expect.any(String) }, wa_id: '919876500012' }]);
    expect(value.messages).toEqual([
      {
        context: { from: expect.stringMatching(/^91\d{10}$/), id: messageId },
        from: '919876500012',
        id: expect.stringMatching(/^wamid\./),
        timestamp: expect.stringMatching(/^\d{10}$/),
        type: 'button',
        button: { payload: 'cod:cancel:ORD-2026-000123', text: 'रद्द करें' },
      },
    ]);
    expect(sandbox.provider.parseWebhook(webhook.body, webhook.headers)).toMatchObject({
      ok: true,
      events: [
        {
          kind: 'reply',
          from: '9876500012',
          contextMessageId: messageId,
          payload: 'cod:cancel:ORD-2026-000123',
        },
      ],
    });
    const rows = await rowsOf('9876500012');
    expect(rows.map((row) => row.direction).sort()).toEqual(['in', 'out']);

    expect(await sandbox.tap(messageId, 2)).toEqual({
      refused: `Message ${messageId} has no quick reply button 2`,
    });
    const plain = await sandbox.provider.send({
      to: '9876500012',
      template: 'order_placed',
      language: 'en',
      bodyParameters: ['ORD-2026-000204', '₹499.00'],
      buttons: [],
    });
    await sandbox.settled();
    expect(await sandbox.tap(plain.messageId, 0)).toMatchObject({ refused: expect.any(String) });
    expect(await sandbox.tap('wamid.nothing-like-it', 0)).toEqual({ unknown: true });
    expect(await sandbox.tap(messageId, 0, '9876500099')).toEqual({ unknown: true });
  });

  it("types a message: Meta's inbound text message", async () => {
    const { sandbox, inbox } = sandboxWithInbox();
    await sandbox.type('9876500013', 'STOP');
    await sandbox.settled();
    expect(inbox).toHaveLength(1);
    expect(changeValue(inbox[0] as SandboxWebhook).messages).toEqual([
      {
        from: '919876500013',
        id: expect.stringMatching(/^wamid\./),
        timestamp: expect.stringMatching(/^\d{10}$/),
        type: 'text',
        text: { body: 'STOP' },
      },
    ]);
    expect(sandbox.provider.parseWebhook(inbox[0]?.body ?? '', inbox[0]?.headers ?? {})).toMatchObject({
      ok: true,
      events: [{ kind: 'reply', from: '9876500013', text: 'STOP', payload: null, contextMessageId: null }],
    });
  });

  it('lists the conversations newest first, each oldest first, and shows one as a chat', async () => {
    const { sandbox } = sandboxWithInbox();
    const english = await sandbox.provider.send(codConfirm('9876500020'));
    const hindi = await sandbox.provider.send(codConfirm('9876500021', 'hi'));
    await sandbox.settled();
    await sandbox.type('9876500020', 'STOP');
    const list = await sandbox.conversations();
    const mine = list.filter((each) => each.mobile === '9876500020' || each.mobile === '9876500021');
    expect(mine.map((each) => each.mobile)).toEqual(['9876500020', '9876500021']);
    expect(mine[0]?.last).toMatchObject({ direction: 'in', text: 'STOP' });
    const chat = await sandbox.conversation('9876500020');
    expect(chat.map((message) => message.direction)).toEqual(['out', 'in']);
    expect(chat[0]).toMatchObject({ id: english.messageId, status: 'delivered' });

    const page = whatsappSandboxChatPage('9876500021', await sandbox.conversation('9876500021'));
    expect(page).toContain('ऑर्डर ORD-2026-000123: आपने डिलीवरी पर ₹1,299.00 कैश में देना चुना है।');
    expect(page).toContain('<li class="bubble shop" lang="hi">');
    expect(page).toContain(`/sandbox/whatsapp/9876500021/messages/${hindi.messageId}/tap`);
    expect(page).toContain('>ऑर्डर पक्का करें</button>');
    expect(page).toContain('<span class="vh">Delivered</span>');
  });
});
