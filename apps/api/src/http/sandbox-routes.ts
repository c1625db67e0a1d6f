import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxRequestHandler, SandboxWebhook } from '../adapters/http-transport.ts';
import { requestInProcess } from './in-process.ts';

// What the offline sandboxes' HTTP routes share (docs/architecture.md#runtime-modes): each serves its provider's
// API from one request handler, posts its provider's webhooks to the shop's own endpoint, and has a page of
// plain forms.

/**
 * Posts a sandbox's webhooks to the shop's endpoint at `url`, in process, as the provider would over the network.
 * A refusal is logged and the sandbox has moved on all the same, as a real provider's would have. With
 * `redeliveries`, an answer of 503 (the shop asking to be told again) is delivered again, a little later each time.
 */
export function deliverToShop(
  app: FastifyInstance,
  url: string,
  {
    provider,
    redeliveries = 1,
    redeliveryMs = 100,
  }: { provider: string; redeliveries?: number; redeliveryMs?: number },
): (webhook: SandboxWebhook) => Promise<void> {
  return async ({ body, headers }) => {
    for (let attempt = 1; ; attempt++) {
      const response = await requestInProcess(app, { method: 'POST', url, headers, payload: body }).catch(
        (error: unknown) => {
          app.log.error({ err: error }, `a sandbox ${provider} webhook could not be delivered`);
          return undefined;
        },
      );
      if (!response) return;
      if (response.statusCode === 503 && attempt < redeliveries) {
        await new Promise((resolve) => setTimeout(resolve, redeliveryMs * attempt));
        continue;
      }
      if (response.statusCode >= 300) {
        app.log.warn(
          { statusCode: response.statusCode },
          `the shop did not accept a sandbox ${provider} webhook`,
        );
      }
      return;
    }
  };
}

/** A route handler serving a sandbox's API: the request below `mount`, answered by the sandbox's own handler. */
export function forwardTo(handle: SandboxRequestHandler, mount: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const answer = await handle(request.method, request.url.slice(mount.length), request.headers, body);
    return reply
      .code(answer.status)
      .headers({ ...answer.headers, 'cache-control': 'no-store' })
      .send(typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body));
  };
}

/** A sandbox page's buttons are plain forms: their bodies are read in the calling plugin only. */
export function readPlainForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** Whether the request came from a page's form (answered with a redirect back to the page) rather than an API call. */
export function fromForm(request: FastifyRequest): boolean {
  return request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true;
}

/** A sandbox page: HTML that is never cached, since it shows the sandbox's state now. */
export function sandboxPage(reply: FastifyReply, html: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
