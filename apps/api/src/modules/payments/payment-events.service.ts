import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema.ts';

/** Owns the record of the gateway's webhook events, by which each event is handled once. */
export class PaymentEventsService {
  constructor(private readonly db: Db) {}

  /** Records an event; false when it was recorded before, and so must not be handled again. */
  async record(provider: string, eventId: string, type: string): Promise<boolean> {
    const [fresh] = await this.db
      .insert(paymentEvents)
      .values({ provider, eventId, type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return fresh !== undefined;
  }

  /** Forgets an event whose handling failed on our side, so that the gateway's retry is handled. */
  async forget(provider: string, eventId: string): Promise<void> {
    await this.db
      .delete(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  }
}
