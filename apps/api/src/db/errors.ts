/** The PostgreSQL error under a driver or ORM wrapper: its SQLSTATE code and the constraint it names. */
function databaseError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

// Refused or cut connections, and the server's own "shutting down" / "starting up" / "too many clients" codes.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '53300']);
const UNREACHABLE_SQLSTATE_CLASSES = ['08', '57P'];

/**
 * Whether a query failed because the database server could not be reached or went away (a restart, a failover),
 * rather than because of the query: such a request may succeed when retried a moment later.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (
      UNREACHABLE_CODES.has(code) ||
      UNREACHABLE_SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix))
    ) {
      return true;
    }
    // node-postgres reports a connection cut mid-query, or a pool that cannot connect in time, without a code.
    if (
      typeof candidate.message === 'string' &&
      /^Connection terminated|timeout exceeded when trying to connect/.test(candidate.message)
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** The unique index a write ran into (23505), if that is why it failed. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = databaseError(error);
  return found?.code === '23505' ? (found.constraint ?? '') : undefined;
}

/** Whether a delete failed because another row still refers to this one (23503, a RESTRICT foreign key). */
export function isStillReferenced(error: unknown): boolean {
  return databaseError(error)?.code === '23503';
}
