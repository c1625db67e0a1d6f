import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_PDF,
  type FakeShiprocket,
  startFakeShiprocket,
  TRACKED_AWB,
} from '../../../../test/fake-shiprocket.ts';
import type { ShipmentRequest } from '../shipping-provider.ts';
import { ShiprocketClient } from './shiprocket-client.ts';
import type { Warehouse } from './shiprocket-payloads.ts';
import { ShiprocketProvider } from './shiprocket-provider.ts';
import type { StoredToken } from './token-store.ts';

let fake: FakeShiprocket;
let shiprocket: ShiprocketProvider;
beforeAll(async () => {
  fake = await startFakeShiprocket();
  let stored: StoredToken | undefined;
  const client = new ShiprocketClient({
    apiUrl: fake.url,
    email: fake.email,
    password: fake.password,
    tokens: {
      read: async () => stored,
      write: async (token) => {
        stored = token;
      },
    },
  });
  shiprocket = new ShiprocketProvider(client, WAREHOUSE, 'webhook-token-of-the-shop');
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls = [];
  fake.manifestAlreadyGenerated = false;
});

const WAREHOUSE: Warehouse = {
  pickupLocation: 'Udaipur warehouse',
  name: 'Vanya Naturals',
  address: {
    name: 'Vanya Naturals',
    line1: '14, Fatehpura Circle Road',
    line2: 'Near Saheli Marg',
    city: 'Udaipur',
    state: 'Rajasthan',
    zipcode: '313001',
    country: 'India',
  },
  phone: '+91 294 241 5566',
  email: 'care@vanyanaturals.in',
};

const SHOPPER = {
  name: 'Asha Rani Verma',
  line1: '12 MG Road',
  line2: 'Camp',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  country: 'India',
};

const REQUEST: ShipmentRequest = {
  orderId: 'ORD-2026-000123',
  orderDate: '2026-11-27T20:15:00.000Z',
  customer: { name: 'Asha Rani Verma', phone: '+91 98123 45678', email: 'asha@example.in' },
  shippingAddress: SHOPPER,
  billingAddress: SHOPPER,
  lines: [{ sku: 'VN-OIL-100', name: 'Kumkumadi oil', units: 2, sellingPricePaise: 64_950, hsn: '3304' }],
  paymentMethod: 'COD',
  subTotalPaise: 129_900,
  codAmountPaise: 129_900,
  parcel: { weightGrams: 650, lengthCm: 20, breadthCm: 15, heightCm: 8 },
};

const lastCall = () => fake.calls.at(-1);

describe('Shiprocket serviceability', () => {
  it('asks with the PIN codes, weight in kg and COD, and reads each courier in paise', async () => {
    const answer = await shiprocket.serviceability({
      pickupPincode: '313001',
      deliveryPincode: '411001',
      weightGrams: 650,
      cod: true,
      declaredValuePaise: 129_900,
    });
    expect(lastCall()?.path).toBe(
      '/courier/serviceability/?pickup_postcode=313001&delivery_postcode=411001&weight=0.65&cod=1&declared_value=1299',
    );
    expect(answer).toEqual({
      serviceable: true,
      recommendedCourierId: '10',
      couriers: [
        {
          courierId: '10',
          courierName: 'Delhivery Surface',
          ratePaise: 8_550,
          estimatedDays: 5,
          estimatedDelivery: '2026-12-02',
          cod: true,
          rating: 4.2,
        },
        {
          courierId: '24',
          courierName: 'Blue Dart Air',
          ratePaise: 14_200,
          estimatedDays: 2,
          estimatedDelivery: '2026-11-29',
          cod: false,
          rating: 4.6,
        },
      ],
    });
  });

  it('reads both forms of "not serviceable" as no courier', async () => {
    for (const deliveryPincode of ['999999', '999998']) {
      expect(
        await shiprocket.serviceability({
          pickupPincode: '313001',
          deliveryPincode,
          weightGrams: 500,
          cod: false,
        }),
      ).toEqual({ serviceable: false, couriers: [], recommendedCourierId: null });
    }
  });
});

describe('Shiprocket shipments', () => {
  it('books an adhoc order in India time, rupees and kilograms, picked up at the pickup location', async () => {
    expect(await shiprocket.createShipment(REQUEST)).toEqual({
      providerOrderId: '281248157',
      providerShipmentId: '280626011',
    });
    expect(lastCall()?.path).toBe('/orders/create/adhoc');
    expect(lastCall()?.body).toMatchObject({
      order_id: 'ORD-2026-000123',
      order_date: '2026-11-28 01:45',
      pickup_location: 'Udaipur warehouse',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rani Verma',
      billing_pincode: '411001',
      billing_phone: '9812345678',
      shipping_is_billing: false,
      shipping_address: '12 MG Road',
      shipping_city: 'Pune',
      shipping_pincode: '411001',
      shipping_email: 'asha@example.in',
      order_items: [
        { name: 'Kumkumadi oil', sku: 'VN-OIL-100', units: 2, selling_price: 649.5, hsn: '3304' },
      ],
      payment_method: 'COD',
      sub_total: 1299,
      length: 20,
      breadth: 15,
      height: 8,
      weight: 0.65,
    });
  });

  it('assigns an AWB with the courier asked for, and reads a refusal as not serviceable', async () => {
    expect(await shiprocket.assignAwb('280626011', '10')).toEqual({
      awb: TRACKED_AWB,
      courierId: '10',
      courierName: 'Delhivery Surface',
      estimatedDelivery: null,
    });
    expect(lastCall()?.body).toEqual({ shipment_id: 280626011, courier_id: 10 });
    await expect(shiprocket.assignAwb('280626011', '99')).rejects.toMatchObject({
      code: 'not_serviceable',
      message: 'Selected courier is not serviceable',
    });
  });

  it('requests the pickup, and downloads the label and manifest PDFs from the addresses answered', async () => {
    expect(await shiprocket.requestPickup(['280626011'])).toEqual({ pickupDate: '2026-11-28' });
    expect(lastCall()?.body).toEqual({ shipment_id: [280626011] });
    expect(Buffer.from(await shiprocket.labelPdf(['280626011', '280626012']))).toEqual(FAKE_PDF);
    expect(fake.calls.at(-1)?.body).toEqual({ shipment_id: [280626011, 280626012] });
    expect(Buffer.from(await shiprocket.manifestPdf(['280626011']))).toEqual(FAKE_PDF);
  });

  it('prints a manifest generated before, by its order ids', async () => {
    fake.manifestAlreadyGenerated = true;
    expect(Buffer.from(await shiprocket.manifestPdf(['280626011']))).toEqual(FAKE_PDF);
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /manifests/generate',
      'GET /shipments/280626011',
      'POST /manifests/print',
    ]);
    expect(lastCall()?.body).toEqual({ order_ids: [281248157] });
  });

  it('cancels by order ids, and books a return from the shopper to the warehouse', async () => {
    await shiprocket.cancel(['281248157']);
    expect(lastCall()).toMatchObject({ path: '/orders/cancel', body: { ids: [281248157] } });
    expect(
      await shiprocket.createReturn({ ...REQUEST, paymentMethod: 'PREPAID', codAmountPaise: 0 }),
    ).toEqual({
      providerOrderId: '281248999',
      providerShipmentId: '280626999',
      awb: null,
    });
    expect(lastCall()?.body).toMatchObject({
      pickup_customer_name: 'Asha',
      pickup_pincode: '411001',
      pickup_phone: '9812345678',
      shipping_customer_name: 'Vanya',
      shipping_pincode: '313001',
      shipping_phone: '2942415566',
      payment_method: 'PREPAID',
    });
  });

  it('sends a failed delivery out again or back to origin', async () => {
    await shiprocket.failedDeliveryAction(TRACKED_AWB, {
      action: 'reattempt',
      date: '2026-12-01',
      phone: '9812345679',
      addressLine: 'Flat 4, 12 MG Road',
    });
    expect(lastCall()).toMatchObject({
      path: `/ndr/${TRACKED_AWB}/action`,
      body: {
        action: 're-attempt',
        deferred_date: '2026-12-01',
        phone: '9812345679',
        address1: 'Flat 4, 12 MG Road',
      },
    });
    await shiprocket.failedDeliveryAction(TRACKED_AWB, { action: 'rto', comment: 'Refused' });
    expect(lastCall()?.body).toEqual({ action: 'return', comments: 'Refused' });
  });
});

describe('Shiprocket tracking', () => {
  it('reads the scans oldest first in UTC, an informational scan keeping the status before it', async () => {
    const report = await shiprocket.track(TRACKED_AWB);
    expect(report.status).toBe('UNDELIVERED');
    expect(report.scans.map((scan) => [scan.at, scan.status])).toEqual([
      ['2026-11-28T12:00:11.000Z', 'PICKED_UP'],
      ['2026-11-28T15:30:00.000Z', 'IN_TRANSIT'],
      ['2026-11-28T21:10:00.000Z', 'IN_TRANSIT'],
      ['2026-11-30T03:42:00.000Z', 'OUT_FOR_DELIVERY'],
      ['2026-11-30T13:35:00.000Z', 'UNDELIVERED'],
    ]);
    expect(report.scans[0]).toMatchObject({
      location: 'Udaipur (Rajasthan)',
      activity: 'Shipment picked up',
    });
    expect(report.failureReason).toBe('Consignee not available - Customer Unavailable');
    expect(report.estimatedDelivery).toBe('2026-12-02');
  });

  it('refuses an AWB Shiprocket has nothing for, and leaves it out of a batch', async () => {
    await expect(shiprocket.track('00000000')).rejects.toMatchObject({ code: 'rejected' });
    const awbs = [TRACKED_AWB, ...Array.from({ length: 50 }, (_, index) => `UNKNOWN${index}`)];
    const reports = await shiprocket.trackMany(awbs);
    expect(reports.map((report) => report.awb)).toEqual([TRACKED_AWB]);
    // 50 AWBs a call at most.
    expect(
      fake.calls
        .filter((call) => call.path === '/courier/track/awbs')
        .map((call) => ((call.body?.awbs ?? []) as string[]).length),
    ).toEqual([50, 1]);
  });
});
