import {
  CONSENT_FIELDS,
  CONSENT_WORDING,
  CONSENT_WORDING_VERSION,
  type ConsentField,
  type ConsentPurpose,
  type ConsentSource,
  type ConsentState,
  type Language,
  msg,
} from '@shop/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consentRecords, messagingConsents } from '../../db/schema.ts';
import { ConflictError } from '../../domain/errors.ts';

/** Who gave a choice, where, and in which language its words were shown. */
export interface ConsentContext {
  /** Ten-digit number the choice is about. */
  mobile: string;
  userId: string | null;
  /** The order whose checkout, or page, it was given at. */
  orderId?: string | null | undefined;
  language: Language;
  source: ConsentSource;
}

/** One change of a number's choice, as `consent_records` keeps it. */
export interface ConsentRecord {
  _id: string;
  mobile: string;
  purpose: ConsentPurpose;
  granted: boolean;
  wordingVersion: string;
  /** The words shown, in the language shown. */
  wording: string;
  language: Language;
  source: ConsentSource;
  userId: string | null;
  orderId: string | null;
  createdAt: string;
}

const FIELDS = Object.entries(CONSENT_FIELDS) as [ConsentField, ConsentPurpose][];

/**
 * Owns `messaging_consents` (a number's choices about WhatsApp as they stand) and `consent_records` (every change,
 * with the words shown and their version): docs/privacy.md#whatsapp. Every method takes the connection to use,
 * so a checkout records its boxes in the transaction that records its order.
 */
export class ConsentsService {
  constructor(
    private readonly db: Db,
    /** False with WHATSAPP_PROVIDER=off: no choice is granted, and a choice given before counts for nothing. */
    private readonly whatsappOn = true,
  ) {}

  /**
   * The account page's save (`PUT /users/consents`): `record` on the service's own connection. Without WhatsApp,
   * a choice can still be withdrawn, never granted.
   */
  async save(context: ConsentContext, choices: Partial<Record<ConsentField, boolean | undefined>>) {
    if (!this.whatsappOn) {
      // The account form sends both choices as they stand: a "yes" already given is not a new grant.
      const standing = await this.current(this.db, context.mobile);
      if (FIELDS.some(([field]) => choices[field] === true && !standing[field])) {
        throw new ConflictError(msg('consent.whatsappOff'));
      }
    }
    return this.record(this.db, context, choices);
  }

  /** The profile's view of a number's choices: `current` on the service's own connection. */
  stateOf(mobile: string): Promise<ConsentState> {
    return this.current(this.db, mobile);
  }

  /**
   * Records the choices that change the number's state, or are the first for their purpose; a choice equal to
   * the state records nothing. Answers the choices as they then stand.
   */
  async record(
    db: Db,
    context: ConsentContext,
    choices: Partial<Record<ConsentField, boolean | undefined>>,
  ): Promise<ConsentState> {
    // Without WhatsApp, a checkout's ticks (which the storefront does not offer) record nothing.
    const wanted = FIELDS.filter(
      ([field]) => choices[field] === false || (choices[field] && this.whatsappOn),
    ).map(([field, purpose]) => [purpose, choices[field] === true] as const);
    if (wanted.length === 0) return this.current(db, context.mobile);
    return db.transaction(async (tx) => {
      for (const [purpose, granted] of wanted) await this.#change(tx, context, purpose, granted);
      return this.current(tx, context.mobile);
    });
  }

  /** The number's choices; false for one never given. */
  async current(db: Db, mobile: string): Promise<ConsentState> {
    const rows = await db
      .select({ purpose: messagingConsents.purpose, granted: messagingConsents.granted })
      .from(messagingConsents)
      .where(eq(messagingConsents.mobile, mobile));
    const granted = new Set(rows.filter((row) => row.granted).map((row) => row.purpose));
    return {
      whatsappUpdates: granted.has(CONSENT_FIELDS.whatsappUpdates),
      whatsappMarketing: granted.has(CONSENT_FIELDS.whatsappMarketing),
    };
  }

  /** Whether the number may be sent messages of this purpose now: one read by the table's primary key. */
  async granted(db: Db, mobile: string, purpose: ConsentPurpose): Promise<boolean> {
    if (!this.whatsappOn) return false;
    const [row] = await db
      .select({ granted: messagingConsents.granted })
      .from(messagingConsents)
      .where(and(eq(messagingConsents.mobile, mobile), eq(messagingConsents.purpose, purpose)));
    return row?.granted === true;
  }

  /**
   * Withdraws every choice the number had granted (a STOP reply): answers the purposes withdrawn, none when
   * nothing was granted.
   */
  async withdrawAll(
    db: Db,
    mobile: string,
    { source, language }: { source: ConsentSource; language: Language },
  ): Promise<ConsentPurpose[]> {
    return db.transaction(async (tx) => {
      const at = new Date();
      const withdrawn = await tx
        .update(messagingConsents)
        .set({ granted: false, wordingVersion: CONSENT_WORDING_VERSION, source, changedAt: at })
        .where(and(eq(messagingConsents.mobile, mobile), eq(messagingConsents.granted, true)))
        .returning({ purpose: messagingConsents.purpose });
      const purposes = withdrawn.map((row) => row.purpose).sort();
      if (purposes.length > 0) {
        await tx
          .insert(consentRecords)
          .values(
            purposes.map((purpose) =>
              recordRow({ mobile, userId: null, language, source }, purpose, false, at),
            ),
          );
      }
      return purposes;
    });
  }

  /** Every change of the number's choices, newest first (the back office's view of what was agreed to). */
  async history(db: Db, mobile: string): Promise<ConsentRecord[]> {
    const rows = await db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.mobile, mobile))
      .orderBy(desc(consentRecords.createdAt), desc(consentRecords.purpose));
    return rows.map((row) => ({
      _id: row.id,
      mobile: row.mobile,
      purpose: row.purpose,
      granted: row.granted,
      wordingVersion: row.wordingVersion,
      wording: row.wording,
      language: row.language,
      source: row.source,
      userId: row.userId,
      orderId: row.orderId,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * One purpose: the upsert changes the row only when the choice differs from it (or there was none), and
   * answers a row only then, so two requests at once cannot both record the same change.
   */
  async #change(tx: Db, context: ConsentContext, purpose: ConsentPurpose, granted: boolean) {
    const at = new Date();
    const changed = await tx
      .insert(messagingConsents)
      .values({
        mobile: context.mobile,
        purpose,
        granted,
        wordingVersion: CONSENT_WORDING_VERSION,
        source: context.source,
        changedAt: at,
      })
      .onConflictDoUpdate({
        target: [messagingConsents.mobile, messagingConsents.purpose],
        set: {
          granted,
          wordingVersion: CONSENT_WORDING_VERSION,
          source: context.source,
          changedAt: at,
        },
        setWhere: sql`${messagingConsents.granted} <> ${granted}`,
      })
      .returning({ purpose: messagingConsents.purpose });
    if (changed.length === 0) return;
    await tx.insert(consentRecords).values(recordRow(context, purpose, granted, at));
  }
}

function recordRow(context: ConsentContext, purpose: ConsentPurpose, granted: boolean, at: Date) {
  return {
    mobile: context.mobile,
    userId: context.userId,
    purpose,
    granted,
    wordingVersion: CONSENT_WORDING_VERSION,
    wording: CONSENT_WORDING[purpose][context.language],
    language: context.language,
    source: context.source,
    orderId: context.orderId ?? null,
    createdAt: at,
  };
}
