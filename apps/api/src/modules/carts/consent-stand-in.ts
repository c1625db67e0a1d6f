import type { ConsentPurpose } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messagingConsents } from '../../db/schema.ts';

/**
 * Whether a number's consent for a purpose stands, read by the table's primary key. Stands in for the consents
 * module's `ConsentsService.granted` (the same signature) until that module is part of the shop; services.ts then
 * passes that instead and this file goes.
 */
export async function consentGranted(db: Db, mobile: string, purpose: ConsentPurpose): Promise<boolean> {
  const [row] = await db
    .select({ granted: messagingConsents.granted })
    .from(messagingConsents)
    .where(and(eq(messagingConsents.mobile, mobile), eq(messagingConsents.purpose, purpose)));
  return row?.granted === true;
}
