import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listRows } from '../../db/list-rows.ts';
import { auditLog } from '../../db/schema.ts';
import type { Page, Paging } from '../../domain/paging.ts';
import type { SessionUser } from '../../domain/session.ts';

/** Whoever makes a back-office change (no id: the command line); every write takes one so it can be recorded. */
export type Actor = Pick<SessionUser, 'mobile' | 'role'> & { id: string | null };

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditRow {
  _id: string;
  at: string;
  actor: { _id: string | null; mobile: string; role: string };
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** A database or an open transaction: a change and its audit row commit together or not at all. */
type Executor = Pick<Db, 'insert'>;

/** Owns the audit log: written with each back-office change, read at /admin/audit. */
export class AuditLogService {
  constructor(private readonly db: Db) {}

  async record(executor: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
    await executor.insert(auditLog).values({
      actorId: actor.id,
      actorMobile: actor.mobile,
      actorRole: actor.role,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      before: toJson(entry.before),
      after: toJson(entry.after),
    });
  }

  /** The kinds of record the log has rows for, for the audit screen's filter. */
  async entityTypes(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ entityType: auditLog.entityType })
      .from(auditLog)
      .orderBy(asc(auditLog.entityType));
    return rows.map((row) => row.entityType);
  }

  async list(
    filter: Paging & {
      entityType?: string | undefined;
      entityId?: string | undefined;
      actorId?: string | undefined;
    },
  ): Promise<Page<AuditRow>> {
    const conditions: SQL[] = [];
    if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
    if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
    if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return listRows(
      this.db,
      filter,
      { from: auditLog, where, orderBy: [desc(auditLog.createdAt), desc(auditLog.id)] },
      (row) => ({
        _id: row.id,
        at: row.createdAt.toISOString(),
        actor: { _id: row.actorId, mobile: row.actorMobile, role: row.actorRole },
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
      }),
    );
  }
}

/** Dates and other non-JSON values as JSON would write them, so a row reads back as it was recorded. */
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
