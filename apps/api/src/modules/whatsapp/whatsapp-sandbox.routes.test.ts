import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp } from '../../../test/test-app.ts';
import type { WhatsAppSandbox } from '../../adapters/whatsapp/sandbox/whatsapp-sandbox.ts';

const sandboxShop = appForFile({
  WHATSAPP_APP_SECRET: 'the-test-app-secret-of-the-shop',
  WHATSAPP_VERIFY_TOKEN: 'the-test-verify-token',
});
const cloudShop = appForFile({
  WHATSAPP_PROVIDER: 'cloud',
  PUBLIC_URL: 'https://www.vanya.example',
  DEMO_MODE: 'true',
  WHATSAPP_ACCESS_TOKEN: 'EAAtest',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'the-test-app-secret-of-the-shop',
  WHATSAPP_VERIFY_TOKEN: 'the-test-verify-token',
});

function sandboxOf(t: TestApp): WhatsAppSandbox {
  const sandbox = t.app.services.whatsappSandbox;
  if (!sandbox) throw new Error('no WhatsApp sandbox');
  return sandbox;
}

const form = (payload: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload,
});

describe("the sandbox's Graph API over HTTP", () => {
  it('takes a template message with its token, and refuses one without', async () => {
    const sandbox = sandboxOf(sandboxShop);
    const message = {
      messaging_product: 'whatsapp',
      to: '919876500101',
      type: 'template',
      template: {
        name: 'order_placed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'ORD-2026-000300' },
              { type: 'text', text: '₹499.00' },
            ],
          },
        ],
      },
    };
    const url = `/sandbox/whatsapp/graph/v23.0/${sandbox.phoneNumberId}/messages`;
    const refused = await sandboxShop.app.inject({ method: 'POST', url, payload: message });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 190, type: 'OAuthException' } });
    const accepted = await sandboxShop.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${sandbox.accessToken}` },
      payload: message,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      messaging_product: 'whatsapp',
      messages: [{ id: expect.any(String) }],
    });
    await sandbox.settled();
  });
});

describe("the sandbox's pages and what a person does there", () => {
  it('lists the chats, shows one like a phone, and takes a tap and a typed STOP back to it', async () => {
    const sandbox = sandboxOf(sandboxShop);
    const english = await sandbox.provider.send({
      to: '9876500102',
      template: 'cod_confirm',
      language: 'en',
      bodyParameters: ['ORD-2026-000301', '₹1,299.00'],
      buttons: [
        { kind: 'quick_reply', payload: 'cod:confirm:301' },
        { kind: 'quick_reply', payload: 'cod:cancel:301' },
      ],
    });
    await sandbox.provider.send({
      to: '9876500103',
      template: 'delivery_failed',
      language: 'hi',
      bodyParameters: ['ORD-2026-000302', 'Delhivery', 'Customer not available'],
      buttons: [
        { kind: 'quick_reply', payload: 'ndr:reattempt:302' },
        { kind: 'quick_reply', payload: 'ndr:rto:302' },
      ],
    });
    await sandbox.settled();

    const list = await sandboxShop.app.inject({ method: 'GET', url: '/sandbox/whatsapp' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('href="/sandbox/whatsapp/9876500102#latest"');
    expect(list.body).toContain('+91 98765 00103');

    const chat = await sandboxShop.app.inject({ method: 'GET', url: '/sandbox/whatsapp/9876500102' });
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toContain(
      'Vanya Naturals order ORD-2026-000301: you chose to pay ₹1,299.00 in cash on delivery.',
    );
    expect(chat.body).toContain('>Confirm order</button>');
    expect(chat.body).toContain('<label class="vh" for="reply">');
    // Opening the chat read the message.
    expect(chat.body).toContain('<span class="vh">Read</span>');
    const hindi = await sandboxShop.app.inject({ method: 'GET', url: '/sandbox/whatsapp/9876500103' });
    expect(hindi.body).toContain('<li class="bubble shop" lang="hi">');
    expect(hindi.body).toContain('>दोबारा डिलीवर करें</button>');

    // The shop has no WhatsApp webhook in this branch yet (a 404, logged), which changes nothing here.
    const tapped = await sandboxShop.app.inject({
      method: 'POST',
      url: `/sandbox/whatsapp/9876500102/messages/${english.messageId}/tap`,
      ...form('button=0'),
    });
    expect(tapped.statusCode).toBe(303);
    expect(tapped.headers.location).toBe('/sandbox/whatsapp/9876500102#latest');
    const typed = await sandboxShop.app.inject({
      method: 'POST',
      url: '/sandbox/whatsapp/9876500102/reply',
      ...form('text=STOP'),
    });
    expect(typed.statusCode).toBe(303);
    await sandbox.settled();
    const after = await sandboxShop.app.inject({ method: 'GET', url: '/sandbox/whatsapp/9876500102' });
    expect(after.body).toMatch(/<li class="bubble person">.*Confirm order<\/p>/s);
    expect(after.body).toContain('<p class="text">STOP</p>');
  });

  it('answers an API call with JSON, and refuses an unknown message, a bad button or an empty text', async () => {
    const sandbox = sandboxOf(sandboxShop);
    const { messageId } = await sandbox.provider.send({
      to: '9876500104',
      template: 'cod_confirm',
      language: 'en',
      bodyParameters: ['ORD-2026-000303', '₹999.00'],
      buttons: [
        { kind: 'quick_reply', payload: 'cod:confirm:303' },
        { kind: 'quick_reply', payload: 'cod:cancel:303' },
      ],
    });
    await sandbox.settled();
    const tap = (mobile: string, id: string, button: unknown) =>
      sandboxShop.app.inject({
        method: 'POST',
        url: `/sandbox/whatsapp/${mobile}/messages/${id}/tap`,
        payload: { button },
      });
    const tapped = await tap('9876500104', messageId, 1);
    expect(tapped.statusCode).toBe(200);
    expect(tapped.json()).toMatchObject({ body: { direction: 'in', text: 'Cancel', contextId: messageId } });
    expect((await tap('9876500104', messageId, 5)).statusCode).toBe(409);
    expect((await tap('9876500105', messageId, 0)).statusCode).toBe(404);
    expect((await tap('9876500104', 'wamid.AAAAAAAAAAAAAAAA', 0)).statusCode).toBe(404);
    expect((await tap('9876500104', messageId, 'first')).statusCode).toBe(400);
    const typed = await sandboxShop.app.inject({
      method: 'POST',
      url: '/sandbox/whatsapp/9876500104/reply',
      payload: { text: '  ' },
    });
    expect(typed.statusCode).toBe(400);
    const reply = await sandboxShop.app.inject({
      method: 'POST',
      url: '/sandbox/whatsapp/9876500104/reply',
      payload: { text: 'When will it come?' },
    });
    expect(reply.json()).toMatchObject({ body: { direction: 'in', text: 'When will it come?' } });
    expect((await sandboxShop.app.inject({ method: 'GET', url: '/sandbox/whatsapp/12345' })).statusCode).toBe(
      400,
    );
    await sandbox.settled();
  });
});

describe('a shop on the Cloud API', () => {
  it('serves no WhatsApp sandbox', async () => {
    expect(cloudShop.app.services.whatsappSandbox).toBeUndefined();
    expect(cloudShop.app.services.whatsapp.name).toBe('cloud');
    for (const url of ['/sandbox/whatsapp', '/sandbox/whatsapp/9876500102']) {
      expect((await cloudShop.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const graph = await cloudShop.app.inject({
      method: 'POST',
      url: '/sandbox/whatsapp/graph/106540352242922/messages',
      payload: {},
    });
    expect(graph.statusCode).toBe(404);
  });
});
