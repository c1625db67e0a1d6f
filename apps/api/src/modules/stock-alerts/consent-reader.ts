import type { ConsentPurpose } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messagingConsents } from '../../db/schema.ts';

/**
 * Whether a number's choice for a purpose is granted, read from `messaging_consents`. A stand-in until the
 * consents service (which owns that table) is wired in its place in services.ts.
 */
export async function consentGrantedInTable(
  db: Db,
  mobile: string,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const [row] = await db
    .select({ granted: messagingConsents.granted })
    .from(messagingConsents)
    .where(and(eq(messagingConsents.mobile, mobile), eq(messagingConsents.purpose, purpose)));
  return row?.granted ?? false;
}
