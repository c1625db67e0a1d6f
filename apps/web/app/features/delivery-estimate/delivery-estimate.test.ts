import { describe, expect, it } from 'vitest';
import { deliveryDay } from './estimate-api.ts';
import { parsePincode } from './pincode-store.ts';

describe('parsePincode', () => {
  it('accepts six digits not starting with 0, ignoring spaces', () => {
    expect(parsePincode('313001')).toBe('313001');
    expect(parsePincode(' 313 001 ')).toBe('313001');
  });

  it('refuses a leading 0, a wrong length or letters', () => {
    for (const typed of ['013001', '31300', '3130011', '31300a', '']) expect(parsePincode(typed)).toBeNull();
  });
});

describe('deliveryDay', () => {
  it("says India's calendar day in the page's language, whatever the browser's zone", () => {
    expect(deliveryDay('2026-12-01', 'en')).toBe('Tue, 1 Dec');
    expect(deliveryDay('2026-12-01', 'hi')).toBe('मंगलवार, 1 दिसंबर');
  });
});
