import { brand, type Language } from '@shop/shared';

type Address = Record<Exclude<keyof typeof brand.address, 'pincode'>, string>;

/**
 * The brand's registered office as Hindi pages write it, keyed by the English first line in the brand file: a
 * shop that moves and updates brand.ts without a Hindi entry shows its English address rather than an old one.
 */
const ADDRESS_HI: Record<string, Address> = {
  '14, Fatehpura Circle Road': {
    line1: '14, फ़तेहपुरा सर्किल रोड',
    line2: 'सहेली मार्ग के पास',
    city: 'उदयपुर',
    state: 'राजस्थान',
    country: 'भारत',
  },
};

/** The brand's address in `language`; the PIN code is the same in both. */
export function brandAddressIn(language: Language): Address & { pincode: string } {
  const hindi = language === 'hi' ? ADDRESS_HI[brand.address.line1] : undefined;
  return { ...brand.address, ...hindi };
}

/** The address on one line, as the policies print it: `14, ..., Udaipur, Rajasthan 313004, India`. */
export function registeredAddressIn(language: Language): string {
  const { line1, line2, city, state, pincode, country } = brandAddressIn(language);
  return `${line1}, ${line2}, ${city}, ${state} ${pincode}, ${country}`;
}
