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

/** The unique index a write ran into (23505), if that is why it failed. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = databaseError(error);
  return found?.code === '23505' ? (found.constraint ?? '') : undefined;
}

/** Whether a delete failed because another row still refers to this one (23503, a RESTRICT foreign key). */
export function isStillReferenced(error: unknown): boolean {
  return databaseError(error)?.code === '23503';
}
