import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers to every API call but the login: the documented shapes, or one of its failures. */
export type FakeShiprocketMode = 'ok' | 'rate-limit' | 'hang' | 'server-error';

export interface FakeShiprocket {
  url: string;
  mode: FakeShiprocketMode;
  email: string;
  password: string;
  /** Tokens the stand-in accepts; any other is answered 401, as an expired token is. */
  validTokens: Set<string>;
  logins: number;
  /** Every API call after the login: method, path with query, and JSON body. */
  calls: { method: string; path: string; body: Record<string, unknown> | undefined }[];
  /** Set: `/manifests/generate` answers that the manifest exists, as Shiprocket does the second time. */
  manifestAlreadyGenerated: boolean;
  close(): Promise<void>;
}

export const FAKE_PDF = Buffer.from('%PDF-1.4\n% a stand-in label\n%%EOF\n', 'latin1');

/** An AWB the stand-in tracks: booked, picked up, in transit, out for delivery, undelivered. */
export const TRACKED_AWB = '19041424751540';

const trackingData = (awb: string) => ({
  track_status: 1,
  shipment_status: 21,
  shipment_track: [{ awb_code: awb, current_status: 'UNDELIVERED', edd: '2026-12-02 18:00:00' }],
  // Newest first, as Shiprocket lists them; an informational scan ("NA") between.
  shipment_track_activities: [
    {
      date: '2026-11-30 19:05:00',
      status: 'UD',
      activity: 'Consignee not available - Customer Unavailable',
      location: 'Pune_Hub (Maharashtra)',
      'sr-status': '21',
      'sr-status-label': 'UNDELIVERED',
    },
    {
      date: '2026-11-30 09:12:00',
      status: 'OFD',
      activity: 'Out for delivery',
      location: 'Pune_Hub (Maharashtra)',
      'sr-status': '17',
      'sr-status-label': 'OUT FOR DELIVERY',
    },
    {
      date: '2026-11-29 02:40:00',
      status: 'X-ILL2F',
      activity: 'Bag received at facility',
      location: 'Bhiwandi_Hub (Maharashtra)',
      'sr-status': 'NA',
      'sr-status-label': 'NA',
    },
    {
      date: '2026-11-28 21:00:00',
      status: 'X-DLL2F',
      activity: 'Shipment in transit',
      location: 'Udaipur_Hub (Rajasthan)',
      'sr-status': '18',
      'sr-status-label': 'IN TRANSIT',
    },
    {
      date: '2026-11-28 17:30:11',
      status: 'X-PPOM',
      activity: 'Shipment picked up',
      location: 'Udaipur (Rajasthan)',
      'sr-status': '42',
      'sr-status-label': 'PICKED UP',
    },
  ],
  track_url: `https://shiprocket.co/tracking/${awb}`,
  etd: '2026-12-02 18:00:00',
});

/**
 * A local stand-in for apiv2.shiprocket.in/v1/external answering the shapes Shiprocket documents (see
 * docs/shipping.md#shiprocket): the login's token, 401 for an expired token, 429 with Retry-After when asked
 * to slow down, serviceability's couriers or its refusal, the booking, AWB, pickup, label and manifest answers
 * (with files at the addresses they give), tracking, cancel, return and NDR.
 */
export async function startFakeShiprocket(): Promise<FakeShiprocket> {
  const hanging = new Set<ServerResponse>();
  let base = '';
  let issued = 0;
  const fake: Omit<FakeShiprocket, 'url' | 'close'> = {
    mode: 'ok',
    email: 'api-user@vanya.example',
    password: 'right-password',
    validTokens: new Set(),
    logins: 0,
    calls: [],
    manifestAlreadyGenerated: false,
  };
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const url = new URL(request.url ?? '/', 'http://fake');
    const json = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(answer));
    };
    if (url.pathname.startsWith('/files/')) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(FAKE_PDF);
      return;
    }
    const path = url.pathname.replace(/^\/v1\/external/, '');
    if (request.method === 'POST' && path === '/auth/login') {
      if (body?.email !== fake.email || body?.password !== fake.password) {
        json(400, { message: 'Invalid email and password combination', status_code: 400 });
        return;
      }
      fake.logins += 1;
      issued += 1;
      const token = `token-${issued}`;
      fake.validTokens.add(token);
      json(200, { id: 4242, email: fake.email, first_name: 'API', last_name: 'User', token });
      return;
    }
    fake.calls.push({ method: request.method ?? '', path: `${path}${url.search}`, body });
    if (fake.mode === 'hang') {
      hanging.add(response);
      return;
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!fake.validTokens.has(token)) {
      json(401, { message: 'Token has expired', status_code: 401 });
      return;
    }
    if (fake.mode === 'rate-limit') {
      json(429, { message: 'Too Many Attempts.', status_code: 429 }, { 'retry-after': '7' });
      return;
    }
    if (fake.mode === 'server-error') {
      json(502, { message: 'Bad Gateway' });
      return;
    }
    json(...answer(request.method ?? '', path, url, body, base, fake));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url: base,
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

function answer(
  method: string,
  path: string,
  url: URL,
  body: Record<string, unknown> | undefined,
  base: string,
  fake: Omit<FakeShiprocket, 'url' | 'close'>,
): [number, unknown] {
  const route = `${method} ${path}`;
  if (route === 'GET /courier/serviceability/') {
    const delivery = url.searchParams.get('delivery_postcode');
    // Both refusals seen in the wild: an HTTP 404, and a 200 whose body says 404.
    if (delivery === '999999')
      return [404, { message: 'Delivery postcode not serviceable', status_code: 404 }];
    if (delivery === '999998') return [200, { status: 404, message: 'No courier serviceable', data: [] }];
    return [
      200,
      {
        status: 200,
        data: {
          available_courier_companies: [
            {
              courier_company_id: 10,
              courier_name: 'Delhivery Surface',
              rate: 85.5,
              estimated_delivery_days: '5',
              etd: 'Dec 02, 2026',
              cod: 1,
              rating: 4.2,
            },
            {
              courier_company_id: 24,
              courier_name: 'Blue Dart Air',
              rate: 142,
              estimated_delivery_days: '2',
              etd: 'Nov 29, 2026',
              cod: 0,
              rating: 4.6,
            },
          ],
          recommended_courier_company_id: 10,
          shiprocket_recommended_courier_id: 10,
        },
      },
    ];
  }
  if (route === 'POST /orders/create/adhoc') {
    if (!body?.order_items)
      return [
        422,
        {
          message: 'Oops! Invalid Data.',
          errors: { order_items: ['The order items field is required.'] },
          status_code: 422,
        },
      ];
    return [
      200,
      {
        order_id: 281248157,
        shipment_id: 280626011,
        status: 'NEW',
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: '',
        courier_company_id: '',
        courier_name: '',
      },
    ];
  }
  if (route === 'POST /courier/assign/awb') {
    if (body?.courier_id === 99) {
      return [
        200,
        {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: 'Selected courier is not serviceable' } },
        },
      ];
    }
    return [
      200,
      {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: body?.courier_id ?? 10,
            awb_code: TRACKED_AWB,
            cod: 0,
            order_id: 281248157,
            shipment_id: body?.shipment_id,
            awb_code_status: 1,
            assigned_date_time: {
              date: '2026-11-28 10:00:00.000000',
              timezone_type: 3,
              timezone: 'Asia/Kolkata',
            },
            applied_weight: 0.6,
            courier_name: 'Delhivery Surface',
          },
        },
      },
    ];
  }
  if (route === 'POST /courier/generate/pickup') {
    return [
      200,
      {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: '2026-11-28 16:04:16',
          pickup_token_number: 'Reference No: 194_BIGFOOT 1679480_11112020',
          status: 3,
          others: '',
          pickup_generated_date: { date: '2026-11-28 12:04:16.000000' },
          data: 'Pickup is scheduled for Nov 28, 2026',
        },
      },
    ];
  }
  if (route === 'POST /courier/generate/label') {
    return [
      200,
      {
        label_created: 1,
        label_url: `${base}/files/label.pdf`,
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      },
    ];
  }
  if (route === 'POST /manifests/generate') {
    if (fake.manifestAlreadyGenerated)
      return [400, { message: 'Manifest already generated', status_code: 400 }];
    return [200, { status: 1, manifest_url: `${base}/files/manifest.pdf` }];
  }
  if (route === 'POST /manifests/print') return [200, { manifest_url: `${base}/files/manifest.pdf` }];
  const shipment = /^GET \/shipments\/(\d+)$/.exec(route);
  if (shipment) return [200, { data: { id: Number(shipment[1]), order_id: 281248157 } }];
  if (route === `GET /courier/track/awb/${TRACKED_AWB}`)
    return [200, { tracking_data: trackingData(TRACKED_AWB) }];
  if (route.startsWith('GET /courier/track/awb/')) {
    return [
      200,
      {
        tracking_data: {
          track_status: 0,
          shipment_status: 0,
          shipment_track: [],
          shipment_track_activities: null,
          error:
            'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
        },
      },
    ];
  }
  if (route === 'POST /courier/track/awbs') {
    const awbs = (body?.awbs as string[] | undefined) ?? [];
    return [
      200,
      Object.fromEntries(
        awbs.filter((awb) => awb === TRACKED_AWB).map((awb) => [awb, { tracking_data: trackingData(awb) }]),
      ),
    ];
  }
  if (route === 'POST /orders/cancel')
    return [200, { status_code: 200, message: 'Order cancelled successfully.' }];
  if (route === 'POST /orders/create/return') {
    return [
      200,
      {
        order_id: 281248999,
        shipment_id: 280626999,
        status: 'RETURN PENDING',
        status_code: 21,
        company_name: 'Vanya Naturals',
      },
    ];
  }
  if (/^POST \/ndr\/[^/]+\/action$/.test(route))
    return [200, { status: true, message: 'Action taken successfully' }];
  return [404, { message: 'Not found', status_code: 404 }];
}
