import { randomUUID } from 'node:crypto';
import { loggableError } from './loggable-error.ts';

/** Where an unexpected failure happened; nothing about who made the request. */
export interface FailureContext {
  requestId: string;
  method: string;
  /** The route pattern (`/api/v1/orders/:id`), never the URL with its ids and query. */
  route: string;
  status: number;
}

export interface ErrorReporter {
  /** Fire and forget: a reporter that is down must never slow or fail the answer. */
  report(error: unknown, context: FailureContext): void;
}

const SEND_TIMEOUT_MS = 3000;

/**
 * Sends failures to an error tracker that speaks Sentry's envelope protocol (Sentry itself, GlitchTip, or a
 * self-hosted Sentry), named by its DSN `https://PUBLIC_KEY@host/PROJECT_ID`. Hand-written rather than the SDK:
 * one POST per failure is all the shop needs, and the SDK would load OpenTelemetry into every instance. The
 * event carries the error's type, message and stack (SQL parameters removed, as in the log), the request id and
 * the route; no headers, body, address or user.
 */
export class EnvelopeErrorReporter implements ErrorReporter {
  readonly #endpoint: string;
  readonly #auth: string;
  readonly #dsn: string;

  constructor(
    dsn: string,
    private readonly environment: string,
    private readonly onSendFailure: (message: string) => void = () => {},
  ) {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).at(-1);
    if (!url.username || !projectId) {
      throw new Error('ERROR_REPORTING_DSN must look like https://PUBLIC_KEY@host/PROJECT_ID');
    }
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
    this.#endpoint = `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`;
    this.#auth = `Sentry sentry_version=7, sentry_key=${url.username}, sentry_client=shop-reporter/1.0`;
    this.#dsn = dsn;
  }

  report(error: unknown, context: FailureContext): void {
    void this.#send(error, context).catch((failure: unknown) =>
      this.onSendFailure(
        `error report not sent: ${failure instanceof Error ? failure.message : String(failure)}`,
      ),
    );
  }

  async #send(error: unknown, context: FailureContext): Promise<void> {
    const eventId = randomUUID().replaceAll('-', '');
    const loggable = loggableError(error);
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'node',
      level: 'error',
      environment: this.environment,
      transaction: `${context.method} ${context.route}`,
      tags: { request_id: context.requestId, route: context.route, status: String(context.status) },
      exception: {
        values: [
          { type: loggable.type, value: loggable.message, stacktrace: { frames: frames(loggable.stack) } },
        ],
      },
    };
    const body = [
      JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn: this.#dsn }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
    ].join('\n');
    const response = await fetch(this.#endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': this.#auth },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the tracker answered ${response.status}`);
  }
}

// Sentry lists frames oldest first; a stack prints the newest first.
function frames(stack: string | undefined): { function: string; filename: string; lineno?: number }[] {
  if (!stack) return [];
  const parsed = [];
  for (const line of stack.split('\n').slice(1)) {
    const match = /^\s+at (?:(.+?) \()?(.+?)(?::(\d+))?(?::\d+)?\)?$/.exec(line);
    if (!match) continue;
    const lineno = match[3] ? Number(match[3]) : undefined;
    parsed.push({
      function: match[1] ?? '?',
      filename: match[2] ?? '?',
      ...(lineno !== undefined ? { lineno } : {}),
    });
  }
  return parsed.reverse();
}
