import type { ApiEnvelope } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { bodyOf, bodyOr404, failureOf, failuresOf, firstOr404, listOf } from './envelope.ts';

const ok = <T>(body: T): ApiEnvelope<T> => ({ status: 200, message: 'OK', body });
const failed = (status: number, message: string): ApiEnvelope<never> => ({ status, message });

/** The status of the Response a loader threw, or what it returned. */
function outcome(load: () => unknown): unknown {
  try {
    return load();
  } catch (thrown) {
    return thrown instanceof Response ? `thrown ${thrown.status}` : thrown;
  }
}

describe('bodyOr404', () => {
  it('gives the body of a successful answer', () => {
    expect(bodyOr404(ok({ name: 'Serum' }))).toEqual({ name: 'Serum' });
  });

  it('throws the 404 page for a missing record, a malformed address or an empty body', () => {
    expect(outcome(() => bodyOr404(failed(404, 'Product not found')))).toBe('thrown 404');
    expect(outcome(() => bodyOr404(failed(400, 'Invalid slug')))).toBe('thrown 404');
    expect(outcome(() => bodyOr404({ status: 200, message: 'OK' }))).toBe('thrown 404');
  });
});

describe('firstOr404', () => {
  it('gives the first item of a successful list, and the 404 page for an empty or failed one', () => {
    expect(firstOr404(ok(['skin-care', 'hair-care']))).toBe('skin-care');
    expect(outcome(() => firstOr404(ok([])))).toBe('thrown 404');
    expect(outcome(() => firstOr404(failed(500, 'Database down')))).toBe('thrown 404');
  });
});

describe('bodyOf', () => {
  it('gives the body of a successful answer, else null', () => {
    expect(bodyOf(ok('order'))).toBe('order');
    expect(bodyOf(failed(404, 'Order not found'))).toBeNull();
    expect(bodyOf(undefined)).toBeNull();
  });
});

describe('listOf', () => {
  it('shows a failed or unreachable list as empty', () => {
    expect(listOf(ok([1, 2]))).toEqual([1, 2]);
    expect(listOf(failed(500, 'Database down'))).toEqual([]);
    expect(listOf(undefined)).toEqual([]);
  });
});

describe('failuresOf and failureOf', () => {
  it("collect the server's message of each failed answer only", () => {
    expect(failuresOf(ok([]), failed(500, 'Reviews are unavailable'), failed(429, 'Slow down'))).toEqual([
      'Reviews are unavailable',
      'Slow down',
    ]);
    expect(failureOf(ok([]))).toBeNull();
    expect(failureOf(failed(503, 'Try again'))).toBe('Try again');
  });

  it('add the request id to a failure on our side only, for the shopper to quote', () => {
    const requestId = '5b0e7c1a-1f2d-4c3b-9a8e-7d6c5b4a3f21';
    expect(failureOf({ status: 500, message: 'Something went wrong', requestId })).toBe(
      `Something went wrong (reference ${requestId})`,
    );
    expect(failuresOf({ status: 429, message: 'Slow down', requestId })).toEqual(['Slow down']);
  });
});
