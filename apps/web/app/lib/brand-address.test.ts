import { brand } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { brandAddressIn, registeredAddressIn } from './brand-address.ts';

describe('the brand address', () => {
  it('is written in Devanagari on Hindi pages and as the brand file has it on English ones', () => {
    expect(registeredAddressIn('en')).toBe(
      '14, Fatehpura Circle Road, Near Saheli Marg, Udaipur, Rajasthan 313004, India',
    );
    expect(registeredAddressIn('hi')).toBe(
      '14, फ़तेहपुरा सर्किल रोड, सहेली मार्ग के पास, उदयपुर, राजस्थान 313004, भारत',
    );
    expect(brandAddressIn('hi').pincode).toBe(brand.address.pincode);
    expect(brandAddressIn('en')).toEqual(brand.address);
  });
});
