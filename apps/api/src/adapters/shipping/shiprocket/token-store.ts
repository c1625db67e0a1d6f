import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { providerTokens } from '../../../db/schema.ts';

export interface StoredToken {
  token: string;
  expiresAt: Date;
}

/** Where the client keeps its login token; one row per provider, shared by every instance of the shop. */
export interface TokenStore {
  read(): Promise<StoredToken | undefined>;
  write(token: StoredToken): Promise<void>;
}

export function providerTokenStore(db: Db, provider: string): TokenStore {
  return {
    async read() {
      const [row] = await db
        .select({ token: providerTokens.token, expiresAt: providerTokens.expiresAt })
        .from(providerTokens)
        .where(eq(providerTokens.provider, provider));
      return row;
    },
    async write({ token, expiresAt }) {
      await db
        .insert(providerTokens)
        .values({ provider, token, expiresAt })
        .onConflictDoUpdate({
          target: providerTokens.provider,
          set: { token, expiresAt, updatedAt: new Date() },
        });
    },
  };
}
