import {
  COD_REFUSALS,
  type CodRefusal,
  DEFAULT_PAYMENT_SETTINGS,
  type DeliveryTerms,
  type PaymentSettings,
  renderMessage,
} from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { type CodFacts, codRefusal, codRefusalMessage, paymentOptions } from './cod-rules.ts';

// docs/cod.md#rules: each rule at its boundary, one paisa or one order either side, and the order they run in.

const settings: PaymentSettings = {
  ...DEFAULT_PAYMENT_SETTINGS,
  codMinimumPaise: 29_900,
  codMaximumPaise: 500_000,
  codMaxReturnsToOrigin: 1,
  codMaxOpenUnconfirmed: 1,
  codBlockedPincodes: ['110001'],
};
/** A basket every rule allows: a known number with a clean history. */
const allowed: CodFacts = {
  goodsPaise: 89_900,
  pincode: '411001',
  courierCollectsCash: true,
  returnsToOrigin: 0,
  openUnconfirmed: 0,
};
const judge = (facts: Partial<CodFacts>, changed: Partial<PaymentSettings> = {}) =>
  codRefusal({ ...allowed, ...facts }, { ...settings, ...changed });

describe('codRefusal at each boundary', () => {
  it('offers COD to a basket every rule allows', () => {
    expect(judge({})).toBeUndefined();
  });

  it('refuses everything while COD is off', () => {
    expect(judge({}, { codEnabled: false })).toBe('cod_disabled');
  });

  it('takes the minimum as allowed and one paisa under it as refused', () => {
    expect(judge({ goodsPaise: 29_900 })).toBeUndefined();
    expect(judge({ goodsPaise: 29_899 })).toBe('cod_below_minimum');
  });

  it('takes the maximum as allowed and one paisa over it as refused', () => {
    expect(judge({ goodsPaise: 500_000 })).toBeUndefined();
    expect(judge({ goodsPaise: 500_001 })).toBe('cod_above_maximum');
  });

  it('refuses a PIN code where no courier collects cash', () => {
    expect(judge({ courierCollectsCash: false })).toBe('cod_not_serviceable');
  });

  it("refuses a PIN code on the shop's deny list, and only that one", () => {
    expect(judge({ pincode: '110001' })).toBe('cod_pincode_blocked');
    expect(judge({ pincode: '110002' })).toBeUndefined();
  });

  it('blocks a number only once its returns to origin are more than the most allowed', () => {
    expect(judge({ returnsToOrigin: 1 })).toBeUndefined();
    expect(judge({ returnsToOrigin: 2 })).toBe('cod_number_blocked');
    expect(judge({ returnsToOrigin: 0 }, { codMaxReturnsToOrigin: 0 })).toBeUndefined();
    expect(judge({ returnsToOrigin: 1 }, { codMaxReturnsToOrigin: 0 })).toBe('cod_number_blocked');
  });

  it('refuses a number as soon as it holds as many unconfirmed orders as allowed', () => {
    expect(judge({ openUnconfirmed: 0 })).toBeUndefined();
    expect(judge({ openUnconfirmed: 1 })).toBe('cod_too_many_open');
    expect(judge({ openUnconfirmed: 2 }, { codMaxOpenUnconfirmed: 3 })).toBeUndefined();
    expect(judge({ openUnconfirmed: 3 }, { codMaxOpenUnconfirmed: 3 })).toBe('cod_too_many_open');
  });

  it("skips the number's rules when the number is not known (a guest asking for options)", () => {
    const guest = { returnsToOrigin: undefined, openUnconfirmed: undefined };
    expect(judge(guest)).toBeUndefined();
    expect(judge(guest, { codMaxReturnsToOrigin: 0, codMaxOpenUnconfirmed: 0 })).toBeUndefined();
  });
});

describe('codRefusal names the first rule broken', () => {
  // Every rule broken at once; lifting them one by one in COD_REFUSALS' order names each in turn.
  const lifts: Record<CodRefusal, (f: CodFacts, s: PaymentSettings) => void> = {
    cod_disabled: (_f, s) => {
      s.codEnabled = true;
    },
    cod_below_minimum: (f) => {
      f.goodsPaise = 600_000;
    },
    cod_above_maximum: (f) => {
      f.goodsPaise = 89_900;
    },
    cod_not_serviceable: (f) => {
      f.courierCollectsCash = true;
    },
    cod_pincode_blocked: (f) => {
      f.pincode = '411001';
    },
    cod_number_blocked: (f) => {
      f.returnsToOrigin = 0;
    },
    cod_too_many_open: (f) => {
      f.openUnconfirmed = 0;
    },
  };

  it('runs the checks in the order COD_REFUSALS lists them', () => {
    const facts: CodFacts = {
      goodsPaise: 100,
      pincode: '110001',
      courierCollectsCash: false,
      returnsToOrigin: 5,
      openUnconfirmed: 5,
    };
    const shop: PaymentSettings = { ...settings, codEnabled: false };
    const named: (CodRefusal | undefined)[] = [];
    for (const reason of COD_REFUSALS) {
      named.push(codRefusal(facts, shop));
      lifts[reason](facts, shop);
    }
    expect(named).toEqual([...COD_REFUSALS]);
    expect(codRefusal(facts, shop)).toBeUndefined();
  });
});

describe('paymentOptions', () => {
  const charged: DeliveryTerms = {
    freeOnPrepaid: true,
    deliveryChargePaise: 7_900,
    freeDeliveryMinimumPaise: 99_900,
  };

  it('saves the fee plus the delivery COD pays and prepaid does not, while prepaid ships free', () => {
    const options = paymentOptions(allowed, settings, charged);
    expect(options).toEqual({
      cod: { available: true, feePaise: 4_900 },
      prepaid: { shippingPaise: 0, savingPaise: 4_900 + 7_900 },
    });
  });

  it('saves only the fee once the goods reach free delivery for everyone', () => {
    const options = paymentOptions({ ...allowed, goodsPaise: 99_900 }, settings, charged);
    expect(options.prepaid).toEqual({ shippingPaise: 0, savingPaise: 4_900 });
    const below = paymentOptions({ ...allowed, goodsPaise: 99_899 }, settings, charged);
    expect(below.prepaid).toEqual({ shippingPaise: 0, savingPaise: 4_900 + 7_900 });
  });

  it('saves only the fee when prepaid pays the same delivery as COD', () => {
    const options = paymentOptions(allowed, settings, { ...charged, freeOnPrepaid: false });
    expect(options.prepaid).toEqual({ shippingPaise: 7_900, savingPaise: 4_900 });
  });

  it('names the reason and still shows the fee when COD is refused', () => {
    const options = paymentOptions({ ...allowed, goodsPaise: 100 }, settings, charged);
    expect(options.cod).toEqual({ available: false, reason: 'cod_below_minimum', feePaise: 4_900 });
    expect(options.prepaid).toEqual({ shippingPaise: 0, savingPaise: 4_900 + 7_900 });
  });
});

describe('codRefusalMessage', () => {
  it('names the amount or PIN code the shopper needs, in English and Hindi', () => {
    const below = codRefusalMessage('cod_below_minimum', allowed, settings);
    expect(renderMessage(below, 'en')).toContain('₹299');
    expect(renderMessage(codRefusalMessage('cod_above_maximum', allowed, settings), 'en')).toContain(
      '₹5,000',
    );
    expect(renderMessage(codRefusalMessage('cod_pincode_blocked', allowed, settings), 'hi')).toContain(
      '411001',
    );
    for (const reason of COD_REFUSALS) {
      const message = codRefusalMessage(reason, allowed, settings);
      expect(renderMessage(message, 'hi')).not.toBe(renderMessage(message, 'en'));
      expect(renderMessage(message, 'en')).not.toMatch(/[{}]/);
    }
  });
});
