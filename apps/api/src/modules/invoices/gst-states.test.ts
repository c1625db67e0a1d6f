import { brand, INDIAN_STATES, type OrderAddress } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES, gstState } from './gst-states.ts';
import { placeOfSupply } from './invoice.service.ts';

const address = (state: string): OrderAddress => ({
  name: 'Ananya Iyer',
  line1: '1 MG Road',
  line2: '',
  city: 'Somewhere',
  state,
  zipcode: '560001',
  country: 'India',
});

describe('gstState', () => {
  it('has one code for every state and union territory of the address form, none twice', () => {
    const codes = INDIAN_STATES.map((state) => GST_STATE_CODES[state]);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(INDIAN_STATES.length);
    expect(GST_STATE_CODES[brand.tax.state]).toBe(brand.tax.stateCode);
  });

  it.each([
    ['Rajasthan', 'Rajasthan', '08'],
    [' rajasthan ', 'Rajasthan', '08'],
    ['Karnataka', 'Karnataka', '29'],
    ['Orissa', 'Odisha', '21'],
    ['Pondicherry', 'Puducherry', '34'],
    ['Jammu & Kashmir', 'Jammu and Kashmir', '01'],
    ['NCT of Delhi', 'Delhi', '07'],
    ['New Delhi', 'Delhi', '07'],
    ['Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
  ])('reads %j as %s (%s)', (typed, name, code) => {
    expect(gstState(typed)).toEqual({ name, code });
  });

  it('knows no state by a name that is none', () => {
    expect(gstState('Atlantis')).toBeNull();
    expect(gstState('')).toBeNull();
  });
});

describe('placeOfSupply', () => {
  it('is where the goods are delivered: intra-state in Rajasthan, inter-state elsewhere', () => {
    expect(
      placeOfSupply({ shippingAddress: address('rajasthan'), billingAddress: address('Kerala') }),
    ).toEqual({
      name: 'Rajasthan',
      code: '08',
      intraState: true,
    });
    expect(
      placeOfSupply({ shippingAddress: address('Kerala'), billingAddress: address('Rajasthan') }),
    ).toEqual({
      name: 'Kerala',
      code: '32',
      intraState: false,
    });
  });

  it('falls back to the billing address, then to the seller, and taxes an unknown state as inter-state', () => {
    expect(placeOfSupply({ shippingAddress: null, billingAddress: address('Goa') })).toMatchObject({
      code: '30',
    });
    expect(placeOfSupply({ shippingAddress: null, billingAddress: null })).toEqual({
      name: 'Rajasthan',
      code: '08',
      intraState: true,
    });
    expect(placeOfSupply({ shippingAddress: address('Atlantis'), billingAddress: null })).toEqual({
      name: 'Atlantis',
      code: null,
      intraState: false,
    });
  });
});
