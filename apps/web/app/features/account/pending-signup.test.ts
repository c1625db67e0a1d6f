import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPendingSignup, readPendingSignup, savePendingSignup } from './pending-signup.ts';

let data: Map<string, string>;

beforeEach(() => {
  data = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => data.set(key, value),
      removeItem: (key: string) => data.delete(key),
    },
  });
  vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pending signup', () => {
  it('keeps the token, the number, when the code went out and where to go next', () => {
    savePendingSignup('pending-token', '9876543210', { next: '/user/my-orders/o1', resendAfterSeconds: 5 });
    expect(readPendingSignup()).toEqual({
      token: 'pending-token',
      mobile: '9876543210',
      sentAt: Date.now(),
      resendAfterSeconds: 5,
      next: '/user/my-orders/o1',
    });
  });

  it('keeps no next step that leaves the shop', () => {
    for (const next of ['https://example.com/phish', '//example.com/phish', '/\\example.com']) {
      savePendingSignup('pending-token', '9876543210', { next });
      expect(readPendingSignup()?.next, next).toBeNull();
    }
    savePendingSignup('pending-token', '9876543210', { next: '/admin/reviews' });
    expect(readPendingSignup()?.next).toBe('/admin/reviews');
  });

  it('waits 30 seconds when the server said nothing or the stored wait is not a number', () => {
    savePendingSignup('pending-token', '9876543210');
    expect(readPendingSignup()?.resendAfterSeconds).toBe(30);
    data.set('signupResendAfter', 'later');
    expect(readPendingSignup()?.resendAfterSeconds).toBe(30);
  });

  it('counts the resend wait from now when the stored time is missing or in the future', () => {
    savePendingSignup('pending-token', '9876543210');
    data.set('signupSentAt', String(Date.now() + 60_000));
    expect(readPendingSignup()?.sentAt).toBe(Date.now());
    data.set('signupSentAt', 'soon');
    expect(readPendingSignup()?.sentAt).toBe(Date.now());
  });

  it('is gone once cleared', () => {
    savePendingSignup('pending-token', '9876543210', { next: '/user' });
    clearPendingSignup();
    expect(readPendingSignup()).toBeNull();
    expect(data.size).toBe(0);
  });
});
