import type { Address, SavedAddress as AddressDto } from '@shop/shared';
import { msg } from '@shop/shared';

export type { AddressDto };

import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userAddresses } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';

export const MAX_ADDRESSES = 20;

/** A shopper's saved addresses. Every query is scoped by user id: another user's id simply does not exist. */
export class AddressesService {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<AddressDto[]> {
    const rows = await this.db
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDeleted, false)))
      .orderBy(desc(userAddresses.createdAt));
    return rows.map(toDto);
  }

  async get(userId: string, id: string): Promise<AddressDto> {
    const [row] = await this.db
      .select()
      .from(userAddresses)
      .where(
        and(eq(userAddresses.id, id), eq(userAddresses.userId, userId), eq(userAddresses.isDeleted, false)),
      );
    if (!row) throw new NotFoundError(msg('address.notFound'));
    return toDto(row);
  }

  async create(userId: string, address: Address): Promise<AddressDto> {
    const [existing] = await this.db
      .select({ value: count() })
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDeleted, false)));
    if ((existing?.value ?? 0) >= MAX_ADDRESSES) {
      throw new ConflictError(msg('address.limit', { count: MAX_ADDRESSES }));
    }
    const [row] = await this.db
      .insert(userAddresses)
      .values({ ...address, country: 'India', userId })
      .returning();
    if (!row) throw new Error('address insert returned no row');
    return toDto(row);
  }

  async update(userId: string, id: string, address: Address): Promise<AddressDto> {
    const [row] = await this.db
      .update(userAddresses)
      .set({ ...address, country: 'India', updatedAt: new Date() })
      .where(
        and(eq(userAddresses.id, id), eq(userAddresses.userId, userId), eq(userAddresses.isDeleted, false)),
      )
      .returning();
    if (!row) throw new NotFoundError(msg('address.notFound'));
    return toDto(row);
  }

  /** Soft delete: past orders keep their own copy of the address anyway. */
  async remove(userId: string, id: string): Promise<void> {
    const [row] = await this.db
      .update(userAddresses)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(
        and(eq(userAddresses.id, id), eq(userAddresses.userId, userId), eq(userAddresses.isDeleted, false)),
      )
      .returning({ id: userAddresses.id });
    if (!row) throw new NotFoundError(msg('address.notFound'));
  }
}

function toDto(row: typeof userAddresses.$inferSelect): AddressDto {
  return {
    _id: row.id,
    user: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    locality: row.locality,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    addressType: row.addressType,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
