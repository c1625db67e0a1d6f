import { describe, expect, it } from 'vitest';
import { parsePincode } from './delivery-check.tsx';

describe('parsePincode', () => {
  it('accepts six digits not starting with 0, ignoring spaces', () => {
    expect(parsePincode('313001')).toBe('313001');
    expect(parsePincode(' 313 001 ')).toBe('313001');
  });

  it('refuses a leading 0, a wrong length or letters', () => {
    expect(parsePincode('013001')).toBeNull();
    expect(parsePincode('31300')).toBeNull();
    expect(parsePincode('3130011')).toBeNull();
    expect(parsePincode('31300a')).toBeNull();
  });
});
