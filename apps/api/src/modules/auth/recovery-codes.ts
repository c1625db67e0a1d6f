import { createHmac, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema.ts';
import { SECOND_FACTOR } from './second-factor-limits.ts';

// Recovery codes are read off paper and typed: no 0/O, 1/I/L.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A member's single-use recovery codes, kept only as keyed hashes. */
export class RecoveryCodes {
  readonly #hashKey: Buffer;

  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    // A key of its own, derived so that it is never the token key itself.
    this.#hashKey = createHmac('sha256', secret).update('recovery-codes').digest();
  }

  async left(userId: string): Promise<number> {
    const [codes] = await this.db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return codes?.left ?? 0;
  }

  /** A new set, shown once; the old codes stop working. */
  async replace(userId: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const codes = Array.from({ length: SECOND_FACTOR.recoveryCodes }, newRecoveryCode);
      await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: this.#hash(code) })));
      return codes;
    });
  }

  /** Spends the code; false when it is not the member's or was spent already. */
  async use(userId: string, code: string): Promise<boolean> {
    const [used] = await this.db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, this.#hash(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return Boolean(used);
  }

  #hash(code: string): string {
    const normalised = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
    return createHmac('sha256', this.#hashKey).update(normalised).digest('hex');
  }
}

/** XXXX-XXXX: 40 bits from the operating system's CSPRNG, in letters that cannot be misread. */
function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const half = () => Array.from({ length: 4 }, pick).join('');
  return `${half()}-${half()}`;
}
