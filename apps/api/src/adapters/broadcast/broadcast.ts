import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pg from 'pg';

/**
 * A signal every instance of the shop hears, such as "the catalog changed". A listener hears other instances'
 * signals, and also hears one whenever its channel comes back after a break, since signals sent meanwhile are
 * lost: clearing a cache once too often costs a few reads, missing a clear serves stale prices.
 */
export interface Broadcast {
  /** Tells every other instance; never throws (the listeners' TTL bounds what a lost signal costs). */
  publish(): void;
  close(): Promise<void>;
}

export type BroadcastLog = (line: string) => void;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One process, nobody to tell (the embedded database). */
export class LocalBroadcast implements Broadcast {
  publish(): void {}
  async close(): Promise<void> {}
}

/** Redis pub/sub, on a connection of its own: a subscribed connection can send no other commands. */
export class RedisBroadcast implements Broadcast {
  readonly #origin = randomUUID();
  readonly #subscriber: Redis;

  private constructor(
    private readonly publisher: Redis,
    private readonly channel: string,
    private readonly log: BroadcastLog,
  ) {
    // Subscribed again by hand on every 'ready', so that a re-subscription is also a signal.
    // Named so that an operator's CLIENT LIST tells which process listens.
    this.#subscriber = publisher.duplicate({
      autoResubscribe: false,
      maxRetriesPerRequest: null,
      connectionName: `${channel}:${process.pid}`,
    });
  }

  static async start(redis: Redis, channel: string, onSignal: () => void, log: BroadcastLog) {
    const broadcast = new RedisBroadcast(redis, channel, log);
    await broadcast.#listen(onSignal);
    return broadcast;
  }

  #listen(onSignal: () => void): Promise<void> {
    const subscriber = this.#subscriber;
    subscriber.on('message', (channel: string, origin: string) => {
      if (channel === this.channel && origin !== this.#origin) onSignal();
    });
    let subscribedBefore = false;
    // One line per outage, not one per reconnection attempt.
    let down = false;
    return new Promise<void>((resolve) => {
      subscriber.on('error', (error) => {
        if (!down) this.log(`${this.channel}: Redis subscriber: ${messageOf(error)}`);
        down = true;
        // A shop starts without Redis as it starts without any other optional service; it listens once it can.
        resolve();
      });
      subscriber.on('ready', () => {
        subscriber.subscribe(this.channel).then(
          () => {
            down = false;
            if (subscribedBefore) onSignal();
            subscribedBefore = true;
            resolve();
          },
          (error) => this.log(`${this.channel}: not subscribed: ${messageOf(error)}`),
        );
      });
    });
  }

  publish(): void {
    this.publisher
      .publish(this.channel, this.#origin)
      .catch((error) => this.log(`${this.channel}: not published: ${messageOf(error)}`));
  }

  async close(): Promise<void> {
    this.#subscriber.disconnect();
  }
}

const RECONNECT_MAX_MS = 10_000;

/**
 * PostgreSQL LISTEN/NOTIFY: a dedicated client listens (a pooled one may be handed to anyone between queries);
 * signals go out through the pool, which keeps working while the listener reconnects.
 */
export class PostgresBroadcast implements Broadcast {
  readonly #origin = randomUUID();
  #client: pg.Client | undefined;
  #closed = false;
  #retryTimer: NodeJS.Timeout | undefined;
  #failures = 0;

  private constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly notify: (channel: string, payload: string) => Promise<unknown>,
    private readonly onSignal: () => void,
    private readonly log: BroadcastLog,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  }

  static async start(options: {
    url: string;
    channel: string;
    notify: (channel: string, payload: string) => Promise<unknown>;
    onSignal: () => void;
    log: BroadcastLog;
  }): Promise<PostgresBroadcast> {
    const broadcast = new PostgresBroadcast(
      options.url,
      options.channel,
      options.notify,
      options.onSignal,
      options.log,
    );
    await broadcast.#connect(false);
    return broadcast;
  }

  async #connect(reconnecting: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    const lost = (error?: unknown) => {
      if (this.#client !== client) return;
      this.#client = undefined;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      // One line per outage, not one per reconnection attempt.
      if (error && this.#failures === 0) this.log(`${this.channel}: listener lost: ${messageOf(error)}`);
      this.#scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== this.#origin) this.onSignal();
    });
    try {
      this.#client = client;
      await client.connect();
      await client.query(`listen ${this.channel}`);
      this.#failures = 0;
      if (this.#closed) await client.end();
      else if (reconnecting) this.onSignal();
    } catch (error) {
      lost(error);
    }
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer) return;
    this.#failures += 1;
    const delay = Math.min(250 * 2 ** (this.#failures - 1), RECONNECT_MAX_MS);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#connect(true);
    }, delay);
    this.#retryTimer.unref();
  }

  publish(): void {
    this.notify(this.channel, this.#origin).catch((error) =>
      this.log(`${this.channel}: not notified: ${messageOf(error)}`),
    );
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }
}
