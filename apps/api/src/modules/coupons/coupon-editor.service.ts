import {
  type AdminCoupon,
  type CouponPayload,
  CouponSchema,
  type CouponStatus,
  couponStatus,
} from '@shop/shared';
import { and, desc, eq, gt, isNotNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsAny } from '../../db/like.ts';
import { listRows } from '../../db/list-rows.ts';
import { coupons } from '../../db/schema.ts';
import { ConflictError, type FieldErrors, NotFoundError, UserInputError } from '../../domain/errors.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { Actor, AuditLogService } from '../audit/audit-log.service.ts';
import { AuditedChanges, type AuditedRecord, uniqueAsFieldError } from '../audit/audited-change.ts';
import { normaliseCouponCode } from './coupons.service.ts';

export interface CouponFilter extends Paging {
  search?: string | undefined;
  status?: CouponStatus | undefined;
}

const CODE_TAKEN = 'Another coupon already has this code';

/**
 * docs/admin.md#coupons: the back office's writes to coupons, each audited in its transaction. A coupon that has
 * been used keeps its code, because the orders that used it and each customer's uses are found by it. Expiring
 * ends the coupon now rather than switching it off, so the checkout says "This coupon has expired".
 */
export class CouponEditorService {
  private readonly changes: AuditedChanges;

  constructor(
    private readonly db: Db,
    audit: AuditLogService,
  ) {
    // NOTE: no cached answer holds a coupon (the checkout reads the table on every apply and payment), so a
    // change has no cache to clear.
    this.changes = new AuditedChanges(
      db,
      audit,
      () => {},
      (error) => uniqueAsFieldError(error, () => ({ field: 'code', message: CODE_TAKEN })),
    );
  }

  /** Newest first; `search` finds a code or description, `status` where a coupon stands now. */
  list(filter: CouponFilter, now: Date = new Date()): Promise<Page<AdminCoupon>> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.search) conditions.push(containsAny(filter.search, [coupons.code, coupons.description]));
    if (filter.status) conditions.push(statusIs(filter.status, now));
    return listRows(
      this.db,
      filter,
      { from: coupons, where: and(...conditions), orderBy: [desc(coupons.createdAt), desc(coupons.id)] },
      (row) => toCoupon(row, now),
    );
  }

  get(id: string): Promise<AdminCoupon> {
    return this.changes.read(COUPON, id);
  }

  create(actor: Actor, payload: CouponPayload): Promise<AdminCoupon> {
    return this.changes.create(actor, COUPON, () => columns(payload));
  }

  /**
   * Any of the coupon's fields: merged with the stored coupon and checked whole, as the form sends it. The fields
   * only the shop sets (id, uses, status, creation) are ignored, so a coupon read can be sent back as it is.
   */
  update(actor: Actor, id: string, changes: Record<string, unknown>): Promise<AdminCoupon> {
    return this.changes.update(actor, id, COUPON, (before) => {
      const payload = parseCoupon({ ...editable({ ...toCoupon(before) }), ...editable(changes) });
      checkAgainstUse(before, payload);
      return columns(payload);
    });
  }

  /**
   * Ends the coupon now: the checkout refuses it as expired from this moment. A coupon not started yet starts
   * now too, so its end never comes before its start.
   */
  expire(actor: Actor, id: string, now: Date = new Date()): Promise<AdminCoupon> {
    return this.changes.run(async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!before) throw new NotFoundError('Coupon not found');
      if (before.expiresAt && before.expiresAt <= now)
        throw new ConflictError('This coupon has expired already');
      const [row] = await tx
        .update(coupons)
        .set({ expiresAt: now, startsAt: before.startsAt && before.startsAt > now ? now : before.startsAt })
        .where(eq(coupons.id, id))
        .returning();
      if (!row) throw new Error('coupon update returned no row');
      const after = toCoupon(row, now);
      await this.changes.audit.record(tx, actor, {
        action: 'expire',
        entityType: 'coupon',
        entityId: id,
        before: toCoupon(before, now),
        after,
      });
      return after;
    });
  }
}

const COUPON: AuditedRecord<typeof coupons, AdminCoupon> = {
  table: coupons,
  entityType: 'coupon',
  notFound: 'Coupon not found',
  toDto: (row) => toCoupon(row),
};

/** A used coupon keeps its code, and its limit in all cannot go below the uses already counted. */
function checkAgainstUse(before: typeof coupons.$inferSelect, payload: CouponPayload): void {
  if (before.usedCount === 0) return;
  const uses = before.usedCount === 1 ? '1 paid order' : `${before.usedCount} paid orders`;
  if (payload.code !== before.code) {
    const message = `This coupon has been used on ${uses}, so its code cannot change. Expire it and create a new one instead.`;
    throw new ConflictError(message, { code: `Used on ${uses}: the code stays ${before.code}` });
  }
  if (payload.maxUses !== null && payload.maxUses < before.usedCount) {
    throw new ConflictError(`This coupon has been used on ${uses} already`, {
      maxUses: `At least ${before.usedCount}: it has been used on ${uses}`,
    });
  }
}

/** A coupon's fields without those only the shop sets. */
function editable({ _id, usedCount, status, createdAt, ...fields }: { [field: string]: unknown }) {
  return fields;
}

function parseCoupon(input: unknown): CouponPayload {
  const parsed = CouponSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw new UserInputError('Please correct the highlighted fields', errors);
}

function columns(payload: CouponPayload): typeof coupons.$inferInsert {
  return {
    ...payload,
    code: normaliseCouponCode(payload.code),
    startsAt: payload.startsAt ? new Date(payload.startsAt) : null,
    expiresAt: payload.expiresAt ? new Date(payload.expiresAt) : null,
  };
}

/** The same tests in the same order as couponStatus(), as SQL: each status is its test and none before it. */
function statusIs(status: CouponStatus, now: Date): SQL | undefined {
  const tests: [CouponStatus, SQL | undefined][] = [
    ['off', not(coupons.active)],
    ['expired', and(isNotNull(coupons.expiresAt), lte(coupons.expiresAt, now))],
    ['usedUp', and(isNotNull(coupons.maxUses), sql`${coupons.usedCount} >= ${coupons.maxUses}`)],
    ['scheduled', and(isNotNull(coupons.startsAt), gt(coupons.startsAt, now))],
  ];
  const at = tests.findIndex(([name]) => name === status);
  const before = (at === -1 ? tests : tests.slice(0, at)).map(([, test]) => test);
  const earlier = before.length > 0 ? not(or(...before) as SQL) : undefined;
  return at === -1 ? earlier : and(earlier, tests[at]?.[1]);
}

function toCoupon(row: typeof coupons.$inferSelect, now: Date = new Date()): AdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    minOrderPaise: row.minOrderPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    startsAt: row.startsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    active: row.active,
    firstOrderOnly: row.firstOrderOnly,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    usedCount: row.usedCount,
    status: couponStatus(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}
