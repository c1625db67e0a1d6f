import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, uniqueViolation } from './errors.ts';

// What node-postgres and Drizzle throw, in the shapes they throw it: the driver's error as the wrapper's cause.
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnreachable', () => {
  it('recognises a server that refuses, resets or drops connections, however deeply wrapped', () => {
    expect(
      isDatabaseUnreachable(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))),
    ).toBe(true);
    expect(isDatabaseUnreachable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // terminating connection due to administrator command; the database system is starting up.
    expect(isDatabaseUnreachable(wrapped({ code: '57P01', message: 'terminating connection' }))).toBe(true);
    expect(isDatabaseUnreachable(wrapped({ code: '57P03', message: 'starting up' }))).toBe(true);
    expect(isDatabaseUnreachable(wrapped({ code: '08006', message: 'connection failure' }))).toBe(true);
  });

  it('leaves errors of the query itself alone', () => {
    const duplicate = wrapped({ code: '23505', constraint: 'users_mobile_unique', message: 'duplicate' });
    expect(isDatabaseUnreachable(duplicate)).toBe(false);
    expect(uniqueViolation(duplicate)).toBe('users_mobile_unique');
    expect(isDatabaseUnreachable(wrapped({ code: '42601', message: 'syntax error' }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('order update returned no row'))).toBe(false);
  });
});
