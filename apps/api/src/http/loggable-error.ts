import { DrizzleQueryError } from 'drizzle-orm';

/** What the log may keep of a failure: log it as `error`, since pino's `err` serializer would rebuild it. */
export interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  query?: string;
  cause?: LoggableError;
  [field: string]: unknown;
}

// Fields of a PostgreSQL error (node-postgres and PGlite alike) that name things in the schema, never data. Its
// `detail` ("Key (mobile)=(98...) already exists") and the `params` both drivers attach hold what a visitor sent.
const DATABASE_FIELDS = [
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/**
 * An error as the log should see it: name, message, code and stack, the SQL text without its parameters, and
 * its cause the same way. A database error otherwise carries the visitor's name, mobile or address into the log.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const source = error as Error & Record<string, unknown>;
  // drizzle's errors keep the name 'Error'; their class says more.
  const type = error.name === 'Error' ? error.constructor.name : error.name;
  const entry: LoggableError = { type, message: error.message };
  if (error instanceof DrizzleQueryError) {
    // drizzle writes the parameters into the message itself, and so into the stack's first line.
    entry.message = `Failed query: ${error.query}`;
    entry.query = error.query;
  } else if (isDatabaseError(source)) {
    // PostgreSQL quotes the offending value after a colon: 'invalid input syntax for type uuid: "..."'.
    entry.message = error.message.split(': ')[0] ?? error.message;
    for (const field of DATABASE_FIELDS) if (source[field] !== undefined) entry[field] = source[field];
  }
  if (typeof source.code === 'string' || typeof source.code === 'number') entry.code = source.code;
  if (typeof source.statusCode === 'number') entry.statusCode = source.statusCode;
  if (error.stack) {
    const frames = error.stack.indexOf('\n    at ');
    entry.stack = `${type}: ${entry.message}${frames >= 0 ? error.stack.slice(frames) : ''}`;
  }
  if (error.cause !== undefined && depth < 3) entry.cause = loggableError(error.cause, depth + 1);
  return entry;
}

function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}
