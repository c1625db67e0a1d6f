import { describe, expect, it } from 'vitest';
import { mergePincodes, pincodeList, pincodesIn } from './blocked-pincodes.ts';

describe('pincodesIn', () => {
  it('takes every 6-digit PIN code in a CSV, once each', () => {
    const csv = 'pincode,city\n411001,Pune\n"560001",Bengaluru\n411001,Pune again\n';
    expect(pincodesIn(csv)).toEqual(['411001', '560001']);
  });

  it('skips longer numbers, codes starting with 0 and shorter ones', () => {
    expect(pincodesIn('9876543210, 012345, 41100, 110001')).toEqual(['110001']);
  });
});

describe('mergePincodes', () => {
  it('counts only the codes not already listed, and sorts the result', () => {
    expect(mergePincodes(['560001', '110001'], ['411001', '110001', '411001'])).toEqual({
      pincodes: ['110001', '411001', '560001'],
      addedCount: 1,
    });
  });
});

describe('pincodeList', () => {
  it('reads one a line or comma separated, ignoring blanks', () => {
    expect(pincodeList('411001\n560001, 110001,,\n\n411001')).toEqual(['411001', '560001', '110001']);
  });
});
