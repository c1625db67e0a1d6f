import type { Contact } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export class ContactService {
  constructor(private readonly db: Db) {}

  /** Stores a message for the shop to answer; returns its id. */
  async submit(message: Contact, ip: string): Promise<{ _id: string }> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({ ...message, ip })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned no row');
    return { _id: row.id };
  }
}
