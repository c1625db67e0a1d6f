import type { Database } from '../src/db/client.ts';

export interface StatementCounter {
  /** How many SQL statements the database received while `run` ran, beside what `run` answered. */
  during<T extends object>(run: () => Promise<T>): Promise<T & { value: number }>;
}

/**
 * Counts the statements sent through a database's client. Both drivers (node-postgres' pool, PGlite) receive
 * every statement drizzle sends through the client's `query`, so wrapping it counts them on either database.
 */
export function countStatements(database: Database): StatementCounter {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  let sent = 0;
  client.query = (...args: unknown[]) => {
    sent += 1;
    return query(...args);
  };
  return {
    async during(run) {
      const before = sent;
      const result = await run();
      return Object.assign(result, { value: sent - before });
    },
  };
}
