import { describe, expect, it } from 'vitest';
import {
  type CourierQuote,
  type Serviceability,
  ShippingProviderError,
} from '../../adapters/shipping/shipping-provider.ts';
import { APPROXIMATE_ESTIMATE, DeliveryEstimateService } from './delivery-estimate.service.ts';
import { addWorkingDays, dispatchDay } from './delivery-estimate-dates.ts';

// The aggregator is the outside world: these tiny stand-ins answer the port's `serviceability` as told. The
// sandbox behind the real port is exercised through HTTP in estimate.test.ts.

/** India is UTC+05:30: `ist('2026-11-27 13:59')` is that wall-clock time in India. */
const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+05:30`);

const courier = (days: number, cod: boolean): CourierQuote => ({
  courierId: `c${days}`,
  courierName: `Courier ${days}`,
  ratePaise: 5000 + days,
  estimatedDays: days,
  estimatedDelivery: null,
  cod,
  rating: 4,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const never = () => new Promise<void>(() => {});

function serviceWith(answer: () => Promise<Serviceability>, clock: { now: Date }, patience = never) {
  const asked: string[] = [];
  const service = new DeliveryEstimateService(
    {
      serviceability: (query) => {
        asked.push(query.deliveryPincode);
        return answer();
      },
    },
    { pickupPincode: '313001', dispatchCutoff: '14:00', now: () => clock.now, patience },
  );
  return { service, asked };
}

const served = async (): Promise<Serviceability> => ({
  serviceable: true,
  couriers: [courier(4, false), courier(2, false), courier(6, true)],
  recommendedCourierId: 'c4',
});

describe('dispatch and delivery days (India time, Sunday off)', () => {
  // 27 November 2026 is a Friday.
  it('leaves the same working day before the cutoff and the next one from the cutoff on', () => {
    expect(dispatchDay(ist('2026-11-27 13:59'), '14:00')).toBe('2026-11-27');
    expect(dispatchDay(ist('2026-11-27 14:00'), '14:00')).toBe('2026-11-28');
    expect(dispatchDay(ist('2026-11-27 09:00'), '08:30')).toBe('2026-11-28');
  });

  it('never leaves on a Sunday: Saturday after the cutoff and all of Sunday leave on Monday', () => {
    expect(dispatchDay(ist('2026-11-28 13:00'), '14:00')).toBe('2026-11-28');
    expect(dispatchDay(ist('2026-11-28 15:00'), '14:00')).toBe('2026-11-30');
    expect(dispatchDay(ist('2026-11-29 09:00'), '14:00')).toBe('2026-11-30');
  });

  it("reads the day in India whatever the server's zone", () => {
    // Saturday 23:30 UTC is already Sunday 05:00 in India; Thursday 20:00 UTC is Friday 01:30.
    expect(dispatchDay(new Date('2026-11-28T23:30:00Z'), '14:00')).toBe('2026-11-30');
    expect(dispatchDay(new Date('2026-11-26T20:00:00Z'), '14:00')).toBe('2026-11-27');
  });

  it('counts working days over Sundays', () => {
    expect(addWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-28');
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 7)).toBe('2026-12-07');
  });
});

describe('DeliveryEstimateService', () => {
  it("dates by the fastest courier from the next dispatch day, with the range and any courier's cash on delivery", async () => {
    const clock = { now: ist('2026-11-27 13:59') };
    const { service } = serviceWith(served, clock);
    expect(await service.estimate('411001')).toEqual({
      serviceable: true,
      cod: true,
      // Dispatched Friday; two working days skip Sunday.
      estimatedDelivery: '2026-11-30',
      minDays: 2,
      maxDays: 6,
      approximate: false,
    });
    clock.now = ist('2026-11-27 14:00');
    expect((await service.estimate('411001')).estimatedDelivery).toBe('2026-12-01');
  });

  it('asks the aggregator once per PIN code and dates the cached days from the clock now, across midnight', async () => {
    const clock = { now: ist('2026-11-27 23:50') };
    const { service, asked } = serviceWith(served, clock);
    // Dispatched Saturday, two working days: Monday, Tuesday.
    expect((await service.estimate('560001')).estimatedDelivery).toBe('2026-12-01');
    clock.now = ist('2026-11-28 15:10');
    // Now dispatched Monday: Wednesday.
    expect((await service.estimate('560001')).estimatedDelivery).toBe('2026-12-02');
    await service.estimate('110001');
    expect(asked).toEqual(['560001', '110001']);
  });

  it('says not served when no courier reaches the PIN code, and checkout may refuse it', async () => {
    const clock = { now: ist('2026-11-27 10:00') };
    const { service } = serviceWith(
      async () => ({ serviceable: false, couriers: [], recommendedCourierId: null }),
      clock,
    );
    expect(await service.estimate('999999')).toEqual({
      serviceable: false,
      cod: false,
      estimatedDelivery: null,
      minDays: null,
      maxDays: null,
      approximate: false,
    });
    expect(await service.isServed('999999')).toBe(false);
  });

  it("reads the aggregator's not-serviceable refusal as not served", async () => {
    const { service } = serviceWith(
      () => Promise.reject(new ShippingProviderError('no courier', 'not_serviceable')),
      { now: ist('2026-11-27 10:00') },
    );
    expect((await service.estimate('999001')).serviceable).toBe(false);
  });

  it('answers approximately when the aggregator fails, and asks again next time', async () => {
    let fails = true;
    const { service, asked } = serviceWith(
      () => (fails ? Promise.reject(new ShippingProviderError('down', 'unavailable')) : served()),
      { now: ist('2026-11-27 10:00') },
    );
    expect(await service.estimate('411001')).toEqual(APPROXIMATE_ESTIMATE);
    expect(await service.isServed('411001')).toBe(true);
    fails = false;
    expect((await service.estimate('411001')).approximate).toBe(false);
    expect(asked).toEqual(['411001', '411001', '411001']);
  });

  it('answers approximately when the aggregator is slow, and its late answer fills the cache', async () => {
    const slow = deferred<Serviceability>();
    const waited = deferred<void>();
    const { service, asked } = serviceWith(
      () => slow.promise,
      { now: ist('2026-11-27 10:00') },
      () => waited.promise,
    );
    const first = service.estimate('411001');
    const second = service.estimate('411001');
    waited.resolve();
    expect(await first).toEqual(APPROXIMATE_ESTIMATE);
    expect(await second).toEqual(APPROXIMATE_ESTIMATE);
    slow.resolve(await served());
    await slow.promise;
    await Promise.resolve();
    expect(await service.estimate('411001')).toMatchObject({ approximate: false, minDays: 2 });
    // Both shoppers and the later one cost one question.
    expect(asked).toEqual(['411001']);
  });

  it('waits for a slow aggregator when the answer must be known (placing a COD order), asking it once', async () => {
    const slow = deferred<Serviceability>();
    const { service, asked } = serviceWith(
      () => slow.promise,
      { now: ist('2026-11-27 10:00') },
      () => Promise.resolve(),
    );
    const browsing = service.estimate('411001');
    const placing = service.settledEstimate('411001');
    expect(await browsing).toEqual(APPROXIMATE_ESTIMATE);
    slow.resolve(await served());
    expect(await placing).toMatchObject({ approximate: false, cod: true, minDays: 2 });
    expect(asked).toEqual(['411001']);
  });

  it('answers approximately, asking nobody, without an aggregator (SHIPPING_PROVIDER=manual)', async () => {
    const service = new DeliveryEstimateService(undefined, {
      pickupPincode: '313001',
      dispatchCutoff: '14:00',
    });
    expect(await service.estimate('411001')).toEqual(APPROXIMATE_ESTIMATE);
  });
});
