import { PassThrough, Readable } from 'node:stream';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { cspNonceContext } from '#app/lib/csp-nonce.ts';
import { deferHydration } from '#app/lib/deferred-hydration.server.ts';

// The server that mounts this build reads the context keys from here, so both sides share one instance.
export { serverApiContext } from '#app/lib/api-context.ts';
export { cspNonceContext } from '#app/lib/csp-nonce.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // React's and React Router's inline scripts carry it; <Scripts> and <Links> take it from ServerRouter.
    const nonce = loadContext.get(cspNonceContext);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Vite's dev server injects its own module scripts; only built pages defer theirs.
          if (import.meta.env.PROD) {
            const deferred = deferHydration();
            deferred.pipe(body);
            pipe(deferred);
          } else {
            pipe(body);
          }
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
