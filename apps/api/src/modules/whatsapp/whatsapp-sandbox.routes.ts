import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WHATSAPP_GRAPH_MOUNT,
  WHATSAPP_SANDBOX_MOUNT,
} from '../../adapters/whatsapp/sandbox/whatsapp-sandbox-handler.ts';
import {
  chatUrl,
  whatsappSandboxChatPage,
  whatsappSandboxListPage,
} from '../../adapters/whatsapp/sandbox/whatsapp-sandbox-page.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';
import {
  deliverToShop,
  forwardTo,
  fromForm,
  readPlainForms,
  sandboxPage,
} from '../../http/sandbox-routes.ts';

const Phone = z.object({
  mobile: z.string().regex(/^[6-9][0-9]{9}$/, 'Give a ten-digit mobile number'),
});
const MessageOnPhone = Phone.extend({
  id: z.string().regex(/^wamid\.[A-Za-z0-9_=-]{8,200}$/, 'Give the message id (wamid....)'),
});
const Tap = z.object({
  button: z.coerce
    .number({ error: 'Give the button’s index (0, 1, …)' })
    .int('Give the button’s index (0, 1, …)')
    .min(0, 'Give the button’s index (0, 1, …)')
    .max(9, 'A template has at most ten buttons'),
});
const Reply = z.object({
  text: z
    .string({ error: 'Type a message' })
    .trim()
    .min(1, 'Type a message')
    .max(4096, 'A WhatsApp message has at most 4096 characters'),
});

/** As Meta does, a delivery answered 503 is made again, up to five times in all. */
const REDELIVERIES = 5;
const REDELIVERY_MS = 100;
/** Where the sandbox posts its webhooks: the shop's own WhatsApp webhook, as Meta would. */
const WEBHOOK_URL = '/api/v1/webhooks/whatsapp';

/**
 * The WhatsApp sandbox over HTTP (docs/messaging.md#the-sandbox), registered only when it is the WhatsApp
 * provider: Meta's Graph API at /sandbox/whatsapp/graph/..., the phones' chats at /sandbox/whatsapp, and what a
 * person does there: `POST /sandbox/whatsapp/:mobile/messages/:id/tap` (a quick reply button) and
 * `POST /sandbox/whatsapp/:mobile/reply` (typed words), each told to the shop's webhook.
 */
export async function whatsappSandboxRoutes(
  fastify: FastifyInstance,
  /** `fontFaces`: the storefront's Devanagari faces for the pages (storefrontFontFaces), or none. */
  { fontFaces = '' }: { fontFaces?: string } = {},
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sandbox = app.services.whatsappSandbox;
  if (!sandbox) throw new Error('the WhatsApp sandbox routes need the sandbox provider');

  // As Meta does for an app's webhook, the sandbox posts each status and reply to the shop's endpoint, and makes
  // again a delivery the shop answers 503 (a status that crossed its send's answer).
  sandbox.deliverWebhooksTo(
    deliverToShop(app, WEBHOOK_URL, {
      provider: 'WhatsApp',
      redeliveries: REDELIVERIES,
      redeliveryMs: REDELIVERY_MS,
    }),
  );

  // The statuses still on their way are told before the database closes, not against a closed one.
  app.addHook('onClose', () => sandbox.settled());

  readPlainForms(app);
  app.route({
    method: ['GET', 'POST'],
    url: `${WHATSAPP_GRAPH_MOUNT}/*`,
    handler: forwardTo(sandbox.handle, WHATSAPP_GRAPH_MOUNT),
  });

  app.get(WHATSAPP_SANDBOX_MOUNT, async (_request, reply) =>
    sandboxPage(reply, whatsappSandboxListPage(await sandbox.conversations(), fontFaces)),
  );

  // Opening the chat is reading it: its delivered messages turn read, and the shop hears so.
  app.get(`${WHATSAPP_SANDBOX_MOUNT}/:mobile`, { schema: { params: Phone } }, async (request, reply) => {
    const { mobile } = request.params;
    await sandbox.read(mobile);
    return sandboxPage(reply, whatsappSandboxChatPage(mobile, await sandbox.conversation(mobile), fontFaces));
  });

  app.post(
    `${WHATSAPP_SANDBOX_MOUNT}/:mobile/messages/:id/tap`,
    { schema: { params: MessageOnPhone, body: Tap } },
    async (request, reply) => {
      const { mobile, id } = request.params;
      const result = await sandbox.tap(id, request.body.button, mobile);
      if ('unknown' in result) throw new NotFoundError(`No message ${id} was sent to ${mobile}`);
      if ('refused' in result) throw new ConflictError(result.refused);
      // A button on the page goes back to the chat; an API call gets the reply.
      if (fromForm(request)) return reply.redirect(chatUrl(mobile), 303);
      return ok(result.tapped, `Tapped “${result.tapped.text}”`);
    },
  );

  app.post(
    `${WHATSAPP_SANDBOX_MOUNT}/:mobile/reply`,
    { schema: { params: Phone, body: Reply } },
    async (request, reply) => {
      const { mobile } = request.params;
      const sent = await sandbox.type(mobile, request.body.text);
      if (fromForm(request)) return reply.redirect(chatUrl(mobile), 303);
      return ok(sent, `Sent “${sent.text}”`);
    },
  );
}
