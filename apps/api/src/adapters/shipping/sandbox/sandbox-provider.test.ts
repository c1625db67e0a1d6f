import bwipjs from 'bwip-js';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../../test/pdf-text.ts';
import { appForFile } from '../../../../test/test-app.ts';
import type { SandboxWebhook } from '../../http-transport.ts';
import type { ShipmentRequest, ShippingProvider } from '../shipping-provider.ts';
import { PREPAID_ONLY_PINCODES } from './sandbox-rules.ts';
import type { ShippingSandbox } from './shipping-sandbox.ts';

const t = appForFile();
const provider = () => t.app.services.shipping as ShippingProvider;
const sandbox = () => t.app.services.shippingSandbox as ShippingSandbox;

const quote = (deliveryPincode: string, options: { grams?: number; cod?: boolean } = {}) =>
  provider().serviceability({
    pickupPincode: '313001',
    deliveryPincode,
    weightGrams: options.grams ?? 400,
    cod: options.cod ?? false,
  });

let orderNumber = 0;
function shipmentRequest(overrides: Partial<ShipmentRequest> = {}): ShipmentRequest {
  orderNumber += 1;
  const address = {
    name: 'Asha Verma',
    line1: '12 MG Road',
    line2: 'Near the park',
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411001',
    country: 'India',
  };
  return {
    orderId: `ORD-2026-9${String(orderNumber).padStart(5, '0')}`,
    orderDate: '2026-11-27T06:30:00.000Z',
    customer: { name: 'Asha Verma', phone: '+919812345678', email: 'asha@example.in' },
    shippingAddress: address,
    billingAddress: address,
    lines: [{ sku: 'VN-OIL-100', name: 'Kumkumadi oil', units: 2, sellingPricePaise: 64_900 }],
    paymentMethod: 'COD',
    subTotalPaise: 129_800,
    codAmountPaise: 129_800,
    parcel: { weightGrams: 600, lengthCm: 20, breadthCm: 15, heightCm: 8 },
    ...overrides,
  };
}

async function bookedWithAwb(overrides: Partial<ShipmentRequest> = {}) {
  const booked = await provider().createShipment(shipmentRequest(overrides));
  const assigned = await provider().assignAwb(booked.providerShipmentId);
  return { ...booked, ...assigned };
}

describe('the sandbox serviceability, through the Shiprocket client in process', () => {
  it('does not serve PIN codes starting with 9', async () => {
    expect(await quote('999999')).toEqual({ serviceable: false, couriers: [], recommendedCourierId: null });
    expect((await quote('900001')).serviceable).toBe(false);
  });

  it('serves the prepaid-only PIN codes without cash on delivery', async () => {
    for (const pincode of PREPAID_ONLY_PINCODES) {
      expect((await quote(pincode, { cod: true })).serviceable, pincode).toBe(false);
      const prepaid = await quote(pincode);
      expect(prepaid.serviceable).toBe(true);
      expect(prepaid.couriers.every((courier) => !courier.cod)).toBe(true);
    }
  });

  it('quotes four couriers, cheapest first and recommended, three of them taking cash', async () => {
    const answer = await quote('411001');
    expect(answer.couriers.map((courier) => courier.courierName).sort()).toEqual([
      'Blue Dart Air',
      'Delhivery Surface',
      'Ecom Express Surface',
      'Xpressbees Surface',
    ]);
    expect(answer.couriers.filter((courier) => courier.cod)).toHaveLength(3);
    const rates = answer.couriers.map((courier) => courier.ratePaise);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(answer.recommendedCourierId).toBe(answer.couriers[0]?.courierId);
    for (const courier of answer.couriers) {
      expect(courier.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(courier.rating).toBeGreaterThan(0);
    }
    const cod = await quote('411001', { cod: true });
    expect(cod.couriers.map((courier) => courier.courierName)).not.toContain('Blue Dart Air');
  });

  it('charges and takes more the farther the PIN code, and a day less to a metro', async () => {
    const delhivery = async (pincode: string) =>
      (await quote(pincode)).couriers.find((courier) => courier.courierName === 'Delhivery Surface');
    const local = await delhivery('313002');
    const zonal = await delhivery('302001');
    const metro = await delhivery('110001');
    const national = await delhivery('800001');
    expect([local?.ratePaise, zonal?.ratePaise, national?.ratePaise]).toEqual([3_500, 4_500, 6_000]);
    expect([local?.estimatedDays, zonal?.estimatedDays, national?.estimatedDays]).toEqual([2, 4, 6]);
    expect(metro?.estimatedDays).toBe(5);
  });

  it('prices each further 500 g', async () => {
    const rate = async (grams: number) => (await quote('800001', { grams })).couriers[0]?.ratePaise ?? 0;
    expect(await rate(1_200)).toBe((await rate(400)) + 2 * 4_300);
  });
});

describe('the sandbox shipments', () => {
  it('books an order once per order id, and assigns an SBX AWB from the cheapest courier', async () => {
    const request = shipmentRequest();
    const first = await provider().createShipment(request);
    expect(await provider().createShipment(request)).toEqual(first);
    const assigned = await provider().assignAwb(first.providerShipmentId);
    expect(assigned.awb).toMatch(/^SBX\d{10}$/);
    expect(assigned.courierName).toBe('Xpressbees Surface');
    expect(assigned.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const other = await bookedWithAwb();
    expect(other.awb).not.toBe(assigned.awb);
  });

  it('assigns the courier asked for, and refuses one that does not reach the PIN code', async () => {
    const booked = await provider().createShipment(
      shipmentRequest({ paymentMethod: 'PREPAID', codAmountPaise: 0 }),
    );
    expect((await provider().assignAwb(booked.providerShipmentId, '24')).courierName).toBe('Blue Dart Air');
    const cod = await provider().createShipment(shipmentRequest());
    await expect(provider().assignAwb(cod.providerShipmentId, '24')).rejects.toMatchObject({
      code: 'not_serviceable',
    });
  });

  it('draws one 4x6 inch label page per parcel: AWB and its Code 128 barcode, addresses, COD or prepaid', async () => {
    const parcels = [
      await bookedWithAwb(),
      await bookedWithAwb({ paymentMethod: 'PREPAID', codAmountPaise: 0 }),
    ];
    const pdf = await readPdf(await provider().labelPdf(parcels.map((parcel) => parcel.providerShipmentId)));
    expect(pdf.pages).toBe(2);
    expect(pdf.pageTexts[0]).toContain('COD ₹1,298');
    expect(pdf.pageTexts[1]).toContain('PREPAID');
    parcels.forEach((parcel, page) => {
      const text = pdf.pageTexts[page] ?? '';
      for (const words of [
        `AWB ${parcel.awb}`,
        'Xpressbees Surface',
        'Asha Verma',
        '12 MG Road',
        'Pune, Maharashtra 411001',
      ]) {
        expect(text).toContain(words);
      }
      expect(text).toContain('Udaipur, Rajasthan 313001');
      expect(text).toContain('Weight 0.60 kg');
      const [encoded] = bwipjs.raw('code128', parcel.awb, {}) as { sbs: number[] }[];
      const bars = (encoded?.sbs ?? []).filter((_, index) => index % 2 === 0);
      expect(sameRatios(pdf.rectWidths[page] ?? [], bars), `barcode of ${parcel.awb}`).toBe(true);
    });
  });

  it('books a pickup, and lists the parcels on a manifest', async () => {
    const parcels = [await bookedWithAwb(), await bookedWithAwb()];
    const ids = parcels.map((parcel) => parcel.providerShipmentId);
    expect((await provider().requestPickup(ids)).pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const manifest = await readPdf(await provider().manifestPdf(ids));
    expect(manifest.pages).toBe(1);
    for (const parcel of parcels) expect(manifest.pageTexts[0]).toContain(parcel.awb);
  });

  it('cancels a parcel before pickup, never after', async () => {
    const waiting = await bookedWithAwb();
    await provider().cancel([waiting.providerOrderId]);
    await expect(provider().labelPdf([waiting.providerShipmentId])).rejects.toMatchObject({
      code: 'rejected',
    });
    const picked = await bookedWithAwb();
    await sandbox().advance(picked.awb, 'PICKED_UP');
    await expect(provider().cancel([picked.providerOrderId])).rejects.toMatchObject({ code: 'rejected' });
  });
});

describe('the sandbox tracking', () => {
  it('moves a parcel on, answers its scans in tracking, and tells the shop with a webhook it accepts', async () => {
    const sent: SandboxWebhook[] = [];
    sandbox().deliverWebhooksTo(async (webhook) => void sent.push(webhook));
    const parcel = await bookedWithAwb();
    for (const status of ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const) {
      expect(await sandbox().advance(parcel.awb, status)).toEqual({ awb: parcel.awb, status });
    }
    const report = await provider().track(parcel.awb);
    expect(report.status).toBe('DELIVERED');
    expect(report.estimatedDelivery).toBe(parcel.estimatedDelivery);
    expect(report.scans.map((scan) => scan.status)).toEqual([
      'PICKED_UP',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    expect(report.scans[0]?.location).toBe('Udaipur (Rajasthan)');
    expect(report.scans[3]?.location).toBe('Pune (Maharashtra)');
    expect(sent).toHaveLength(4);
    const deliveries = sent.map((webhook) => provider().parseWebhook(webhook.body, webhook.headers));
    // Each webhook carries the parcel's scans so far, dated as tracking dates them; the newest is its status.
    expect(deliveries.map((delivery) => delivery.ok && delivery.scans.at(-1)?.status)).toEqual([
      'PICKED_UP',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
    expect(deliveries[0]?.ok && deliveries[0].estimatedDelivery).toBe(parcel.estimatedDelivery);
    const last = deliveries[3];
    expect(last?.ok && last.scans).toEqual(report.scans);
    const forged = { ...sent[0]?.headers, 'x-api-key': 'not-the-sandbox-token' };
    expect(provider().parseWebhook(sent[0]?.body ?? '', forged)).toEqual({ ok: false, reason: 'bad_token' });
    expect(await sandbox().advance('SBX0000000000', 'DELIVERED')).toBeUndefined();
  });

  it('tracks many AWBs in one call, leaving unknown ones out', async () => {
    const parcels = [await bookedWithAwb(), await bookedWithAwb()];
    await sandbox().advance(parcels[0]?.awb ?? '', 'PICKED_UP');
    const reports = await provider().trackMany([...parcels.map((parcel) => parcel.awb), 'SBX9999999999']);
    expect(reports.map((report) => [report.awb, report.status])).toEqual([
      [parcels[0]?.awb, 'PICKED_UP'],
      [parcels[1]?.awb, 'AWB_ASSIGNED'],
    ]);
  });

  it('sends a failed delivery back to origin, or out again, when asked', async () => {
    const parcel = await bookedWithAwb();
    await expect(provider().failedDeliveryAction(parcel.awb, { action: 'rto' })).rejects.toMatchObject({
      code: 'rejected',
    });
    await sandbox().advance(parcel.awb, 'UNDELIVERED');
    const failed = await provider().track(parcel.awb);
    expect(failed.failureReason).toMatch(/delivery attempt failed/);
    await provider().failedDeliveryAction(parcel.awb, { action: 'rto', comment: 'Shopper refused' });
    expect((await provider().track(parcel.awb)).status).toBe('RTO_INITIATED');
    const again = await bookedWithAwb();
    await sandbox().advance(again.awb, 'UNDELIVERED');
    await provider().failedDeliveryAction(again.awb, { action: 'reattempt', date: '2026-12-01' });
    expect((await provider().track(again.awb)).status).toBe('IN_TRANSIT');
  });

  it('books a reverse pickup with its AWB at once', async () => {
    const booked = await provider().createReturn(
      shipmentRequest({ paymentMethod: 'PREPAID', codAmountPaise: 0 }),
    );
    expect(booked.awb).toMatch(/^SBX\d{10}$/);
    await sandbox().advance(booked.awb ?? '', 'PICKED_UP');
    const report = await provider().track(booked.awb ?? '');
    expect(report.scans[0]?.location).toBe('Pune');
  });
});

/** Whether drawn widths hold the bars' module widths in the same proportions, in a row. */
function sameRatios(drawn: number[], modules: number[]): boolean {
  for (let start = 0; start + modules.length <= drawn.length; start += 1) {
    const unit = (drawn[start] ?? 0) / (modules[0] ?? 1);
    if (modules.every((width, index) => Math.abs((drawn[start + index] ?? 0) - width * unit) < 0.01))
      return true;
  }
  return false;
}
