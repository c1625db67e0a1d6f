import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-text.ts';
import { appForFile, type TestApp } from '../../../test/test-app.ts';
import type { ShippingSandbox } from '../../adapters/shipping/sandbox/shipping-sandbox.ts';
import type { ShipmentRequest, ShippingProvider } from '../../adapters/shipping/shipping-provider.ts';

const sandboxShop = appForFile();
const manualShop = appForFile({ SHIPPING_PROVIDER: 'manual' });
const autoShop = appForFile({ SHIPPING_SANDBOX_AUTO: 'true' });

const API = '/sandbox/shiprocket/v1/external';

async function call(t: TestApp, method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await t.app.inject({
    method,
    url: path.startsWith('/sandbox') ? path : `${API}${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, json: response.json() as Record<string, any> };
}

async function logIn(t: TestApp): Promise<string> {
  const sandbox = t.app.services.shippingSandbox as ShippingSandbox;
  const { status, json } = await call(t, 'POST', '/auth/login', undefined, {
    email: sandbox.email,
    password: sandbox.password,
  });
  expect(status).toBe(200);
  return json.token as string;
}

const ORDER = {
  order_id: 'ORD-2026-000777',
  order_date: '2026-11-28 10:00',
  pickup_location: 'Primary',
  billing_customer_name: 'Ravi',
  billing_pincode: '560001',
  shipping_customer_name: 'Ravi',
  shipping_last_name: 'Kumar',
  shipping_address: '4 Residency Road',
  shipping_city: 'Bengaluru',
  shipping_state: 'Karnataka',
  shipping_pincode: '560001',
  shipping_phone: '9876543210',
  order_items: [{ name: 'Rose face mist', sku: 'VN-MIST', units: 1, selling_price: 399 }],
  payment_method: 'Prepaid',
  sub_total: 399,
  length: 15,
  breadth: 10,
  height: 6,
  weight: 0.3,
};

describe("the sandbox's Shiprocket API over HTTP", () => {
  it('asks for the login token, and refuses a wrong password', async () => {
    expect((await call(sandboxShop, 'GET', '/courier/serviceability/?pickup_postcode=313001')).status).toBe(
      401,
    );
    const wrong = await call(sandboxShop, 'POST', '/auth/login', undefined, {
      email: 'x@y.in',
      password: 'guess',
    });
    expect(wrong).toMatchObject({ status: 401, json: { message: 'Invalid email and password combination' } });
  });

  it('books a parcel, assigns its AWB and serves its label PDF at a signed address', async () => {
    const token = await logIn(sandboxShop);
    const quote = await call(
      sandboxShop,
      'GET',
      '/courier/serviceability/?pickup_postcode=313001&delivery_postcode=560001&weight=0.3&cod=0',
      token,
    );
    expect(quote.json.data.available_courier_companies).toHaveLength(4);
    const booked = await call(sandboxShop, 'POST', '/orders/create/adhoc', token, ORDER);
    expect(booked.json).toMatchObject({ status: 'NEW', status_code: 1 });
    const assigned = await call(sandboxShop, 'POST', '/courier/assign/awb', token, {
      shipment_id: booked.json.shipment_id,
    });
    const awb = assigned.json.response.data.awb_code as string;
    expect(awb).toMatch(/^SBX\d{10}$/);
    const label = await call(sandboxShop, 'POST', '/courier/generate/label', token, {
      shipment_id: [booked.json.shipment_id],
    });
    const labelUrl = new URL(label.json.label_url as string);
    expect(labelUrl.pathname).toMatch(/^\/sandbox\/shiprocket\/files\/label\/\d+\.pdf$/);
    const file = await sandboxShop.app.inject({
      method: 'GET',
      url: `${labelUrl.pathname}${labelUrl.search}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.pageTexts[0]).toContain(`AWB ${awb}`);
    expect(pdf.pageTexts[0]).toContain('Ravi Kumar');
    const forged = await sandboxShop.app.inject({ method: 'GET', url: `${labelUrl.pathname}?sig=guessed` });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses invalid orders with field errors, as Shiprocket does', async () => {
    const token = await logIn(sandboxShop);
    const { order_items: _, ...withoutItems } = ORDER;
    const refused = await call(sandboxShop, 'POST', '/orders/create/adhoc', token, withoutItems);
    expect(refused).toMatchObject({
      status: 422,
      json: {
        message: 'Oops! Invalid Data.',
        errors: { order_items: ['The order items field is required.'] },
      },
    });
  });
});

describe('POST /sandbox/shiprocket/advance', () => {
  const advance = (t: TestApp, body: unknown) =>
    call(t, 'POST', '/sandbox/shiprocket/advance', undefined, body);

  it('moves a parcel on, even while the shop has no tracking webhook to take it', async () => {
    const token = await logIn(sandboxShop);
    const booked = await call(sandboxShop, 'POST', '/orders/create/adhoc', token, {
      ...ORDER,
      order_id: 'ORD-2026-000778',
    });
    const assigned = await call(sandboxShop, 'POST', '/courier/assign/awb', token, {
      shipment_id: booked.json.shipment_id,
    });
    const awb = assigned.json.response.data.awb_code as string;
    expect(await advance(sandboxShop, { awb, status: 'PICKED_UP' })).toMatchObject({
      status: 200,
      json: { status: 200, body: { awb, status: 'PICKED_UP' } },
    });
    const tracked = await call(sandboxShop, 'GET', `/courier/track/awb/${awb}`, token);
    expect(tracked.json.tracking_data.shipment_track_activities[0]).toMatchObject({
      'sr-status': '42',
      'sr-status-label': 'PICKED UP',
      location: 'Udaipur (Rajasthan)',
    });
  });

  it('answers 400 for an unknown AWB or status, in the envelope', async () => {
    const unknownAwb = await advance(sandboxShop, { awb: 'SBX0000000001', status: 'DELIVERED' });
    expect(unknownAwb).toMatchObject({ status: 400, json: { status: 400, errors: { awb: 'Unknown AWB' } } });
    const unknownStatus = await advance(sandboxShop, { awb: 'SBX0000000001', status: 'LOST' });
    expect(unknownStatus.status).toBe(400);
    expect(unknownStatus.json.errors.status).toMatch(/PICKED_UP, IN_TRANSIT/);
    expect((await advance(sandboxShop, { status: 'DELIVERED' })).status).toBe(400);
  });

  it('is not there unless the sandbox is the shipping provider', async () => {
    expect(manualShop.app.services.shipping).toBeUndefined();
    const refused = await advance(manualShop, { awb: 'SBX0000000001', status: 'DELIVERED' });
    expect(refused).toMatchObject({ status: 404, json: { status: 404 } });
    expect((await call(manualShop, 'POST', '/auth/login', undefined, {})).status).toBe(404);
  });
});

describe('SHIPPING_SANDBOX_AUTO', () => {
  let orderNumber = 0;
  async function pickedUpParcel(t: TestApp, paymentMethod: 'PREPAID' | 'COD' = 'PREPAID') {
    const provider = t.app.services.shipping as ShippingProvider;
    orderNumber += 1;
    const address = {
      ...ORDER,
      name: 'Ravi Kumar',
      line1: 'a',
      line2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
    };
    const request: ShipmentRequest = {
      orderId: `ORD-2026-0009${orderNumber}`,
      orderDate: new Date().toISOString(),
      customer: { name: 'Ravi Kumar', phone: '9876543210', email: null },
      shippingAddress: { ...address, zipcode: '560001', country: 'India' },
      billingAddress: { ...address, zipcode: '560001', country: 'India' },
      lines: [{ sku: 'VN-MIST', name: 'Rose face mist', units: 1, sellingPricePaise: 39_900 }],
      paymentMethod,
      subTotalPaise: 39_900,
      codAmountPaise: paymentMethod === 'COD' ? 39_900 : 0,
      parcel: { weightGrams: 300, lengthCm: 15, breadthCm: 10, heightCm: 6 },
    };
    const booked = await provider.createShipment(request);
    const { awb } = await provider.assignAwb(booked.providerShipmentId);
    await provider.requestPickup([booked.providerShipmentId]);
    return { provider, awb };
  }

  it('moves a picked-up parcel one step each time its clock comes round, to delivered, and stops', async () => {
    const { provider, awb } = await pickedUpParcel(autoShop);
    const sandbox = autoShop.app.services.shippingSandbox as ShippingSandbox;
    const start = Date.now();
    const statuses: string[] = [];
    for (let step = 1; step <= 5; step += 1) {
      await sandbox.runAuto(new Date(start + step * 31_000));
      statuses.push((await provider.track(awb)).status);
    }
    expect(statuses).toEqual(['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'DELIVERED']);
  });

  it('reports the cash of each COD parcel delivered, as the panel’s remittance export does', async () => {
    const { provider, awb } = await pickedUpParcel(sandboxShop, 'COD');
    const sandbox = sandboxShop.app.services.shippingSandbox as ShippingSandbox;
    const before = await sandboxShop.app.inject({
      method: 'GET',
      url: '/sandbox/shiprocket/cod-remittance.csv',
    });
    expect(before.body).not.toContain(awb);
    await sandbox.advance(awb, 'DELIVERED');
    expect((await provider.track(awb)).status).toBe('DELIVERED');
    const report = await sandboxShop.app.inject({
      method: 'GET',
      url: '/sandbox/shiprocket/cod-remittance.csv',
    });
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...lines] = report.body.trim().split('\n');
    expect(header).toBe('AWB No,Order ID,COD Amount,Remitted On,UTR No');
    const line = lines.find((entry) => entry.startsWith(`${awb},`));
    expect(line).toMatch(new RegExp(`^${awb},ORD-2026-0009\\d+,399,\\d{4}-\\d{2}-\\d{2},SBXUTR${awb}$`));
    // A prepaid parcel delivered collects no cash, so it is not in the report.
    const prepaid = await pickedUpParcel(sandboxShop);
    await sandbox.advance(prepaid.awb, 'DELIVERED');
    const after = await sandboxShop.app.inject({
      method: 'GET',
      url: '/sandbox/shiprocket/cod-remittance.csv',
    });
    expect(after.body).not.toContain(prepaid.awb);
  });

  it('leaves parcels where they are when the flag is off', async () => {
    const { provider, awb } = await pickedUpParcel(sandboxShop);
    const sandbox = sandboxShop.app.services.shippingSandbox as ShippingSandbox;
    expect(await sandbox.runAuto(new Date(Date.now() + 3_600_000))).toBe(0);
    expect((await provider.track(awb)).status).toBe('PICKUP_SCHEDULED');
  });
});
