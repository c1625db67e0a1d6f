import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import {
  type Broadcast,
  type BroadcastLog,
  LocalBroadcast,
  PostgresBroadcast,
  RedisBroadcast,
} from './broadcast.ts';

/**
 * Through Redis when the shop has one (its instances already share it), else through the PostgreSQL server, else
 * nowhere: the embedded database runs in one process, which has nobody to tell.
 */
export async function startBroadcast(options: {
  /** A name of letters, digits and underscores, the same on every instance. */
  channel: string;
  redis: Redis | undefined;
  /** REDIS_KEY_PREFIX, before the Redis channel's name. */
  redisKeyPrefix?: string;
  database: Database;
  onSignal: () => void;
  log: BroadcastLog;
}): Promise<Broadcast> {
  const { channel, redis, redisKeyPrefix = '', database, onSignal, log } = options;
  // Pub/sub ignores the db index: shops sharing one Redis on different indexes must not hear each other.
  if (redis)
    return RedisBroadcast.start(
      redis,
      `${redisKeyPrefix}shop:${redis.options.db ?? 0}:${channel}`,
      onSignal,
      log,
    );
  if (database.kind === 'postgres' && database.url) {
    return PostgresBroadcast.start({
      url: database.url,
      channel: `shop_${channel}`,
      notify: (name, payload) => database.db.execute(sql`select pg_notify(${name}, ${payload})`),
      onSignal,
      log,
    });
  }
  return new LocalBroadcast();
}
