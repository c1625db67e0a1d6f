import { SANDBOX_ADVANCE_STATUSES, type SandboxAdvanceStatus } from '@shop/shared';
import type { SandboxRequestHandler } from '../../http-transport.ts';
import { isoToIndia } from '../shiprocket/india-time.ts';
import { SHIPROCKET_CODES } from '../shiprocket/shiprocket-status.ts';
import type { SandboxKeys } from './sandbox-auth.ts';
import { labelsPdf, manifestPdf } from './sandbox-pdf.ts';
import {
  FORWARD_FIELDS,
  header,
  ids,
  json,
  parse,
  pdf,
  RETURN_FIELDS,
  Refusal,
  requireFields,
  text,
} from './sandbox-protocol.ts';
import { type SandboxRecords, type SandboxRow, shiprocketScan, shopStatusOf } from './sandbox-records.ts';
import { etdAfter, isPincode, quotesFor, RETURN_AWB_LATER_PINCODES } from './sandbox-rules.ts';

type Json = Record<string, unknown>;

/** Where the sandbox is served, below the shop's own address. */
export const SANDBOX_MOUNT = '/sandbox/shiprocket';

export interface HandlerDeps {
  records: SandboxRecords;
  keys: SandboxKeys;
  now: () => Date;
  pickupPincode: string;
  pickupLocation: string;
  warehouseLines: string[];
  advance: (row: SandboxRow, status: SandboxAdvanceStatus) => Promise<SandboxRow>;
}

/** Shiprocket's external API, offline: the same paths, bodies and answers, kept in sandbox_shipments. */
export function sandboxHandler(deps: HandlerDeps): SandboxRequestHandler {
  const { records, keys } = deps;

  async function rowsWithAwb(shipmentIds: number[]): Promise<SandboxRow[]> {
    const rows = await records.byIds(shipmentIds);
    if (rows.length !== shipmentIds.length) throw new Refusal(404, 'Shipment not found');
    const without = rows.find((row) => !row.awb || row.cancelledAt);
    if (without) throw new Refusal(400, `AWB is not assigned to shipment ${without.id}`);
    return rows;
  }

  function fileUrl(origin: string, kind: 'label' | 'manifest', shipmentIds: number[]): string {
    const path = `/files/${kind}/${shipmentIds.join('-')}.pdf`;
    return `${origin}${path}?sig=${keys.sign(path)}`;
  }

  function trackingData(row: SandboxRow): Json {
    const status = shopStatusOf(row);
    const request = row.request;
    return {
      track_status: 1,
      shipment_status: SHIPROCKET_CODES[status].id,
      shipment_track: [
        {
          awb_code: row.awb,
          courier_company_id: row.courierCompanyId,
          shipment_id: row.id,
          order_id: row.id,
          current_status: row.status,
          origin: deps.pickupPincode,
          destination: text(request.shipping_city),
          edd: null,
        },
      ],
      shipment_track_activities: [...row.scans].reverse().map(shiprocketScan),
      track_url: `https://shiprocket.co/tracking/${row.awb}`,
      etd: records.etdOf(row),
    };
  }

  async function api(method: string, path: string, url: URL, body: string | undefined, origin: string) {
    const route = `${method} ${path}`;
    if (route === 'GET /courier/serviceability/' || route === 'GET /courier/serviceability') {
      const pickup = url.searchParams.get('pickup_postcode') ?? '';
      const delivery = url.searchParams.get('delivery_postcode') ?? '';
      const weight = Number(url.searchParams.get('weight'));
      if (!isPincode(pickup) || !isPincode(delivery) || !(weight > 0)) {
        throw new Refusal(422, 'Oops! Invalid Data.', {
          delivery_postcode: ['A valid postcode and weight are required.'],
        });
      }
      const cod = url.searchParams.get('cod') === '1';
      const quotes = quotesFor({ pickup, delivery, grams: weight * 1000, cod });
      if (quotes.length === 0) throw new Refusal(404, 'Delivery postcode not serviceable');
      return json(200, {
        status: 200,
        data: {
          available_courier_companies: quotes.map((quote) => ({
            courier_company_id: quote.courier.id,
            courier_name: quote.courier.name,
            rate: quote.ratePaise / 100,
            estimated_delivery_days: String(quote.days),
            etd: etdAfter(deps.now(), quote.days),
            cod: quote.cod ? 1 : 0,
            rating: quote.courier.rating,
          })),
          recommended_courier_company_id: quotes[0]?.courier.id,
        },
      });
    }
    if (route === 'POST /orders/create/adhoc' || route === 'POST /orders/create/return') {
      const isReturn = path.endsWith('return');
      const request = parse(body);
      requireFields(request, isReturn ? RETURN_FIELDS : FORWARD_FIELDS);
      let row = await records.book(request, isReturn);
      if (isReturn && !row.awb && !RETURN_AWB_LATER_PINCODES.includes(text(request.pickup_pincode))) {
        // A reverse pickup is booked with its courier at once.
        const [quote] = records.quotesOf(row);
        if (!quote) throw new Refusal(400, 'Pickup postcode not serviceable');
        row = await records.assign(row, quote);
        await records.requestPickup([row], deps.now());
      }
      return json(200, {
        order_id: row.id,
        shipment_id: row.id,
        status: isReturn ? 'RETURN PENDING' : row.status,
        status_code: isReturn ? 21 : 1,
        awb_code: row.awb ?? '',
        courier_company_id: row.courierCompanyId ?? '',
        courier_name: row.courierName ?? '',
      });
    }
    if (route === 'POST /courier/assign/awb') {
      const request = parse(body);
      const [shipmentId] = ids(request.shipment_id, 'shipment_id');
      const [row] = await records.byIds([shipmentId ?? 0]);
      if (!row || row.cancelledAt) throw new Refusal(400, 'Shipment not found or cancelled');
      const quotes = records.quotesOf(row);
      // A parcel already assigned answers its courier again.
      const wanted =
        row.courierCompanyId ?? (request.courier_id === undefined ? undefined : Number(request.courier_id));
      const quote = wanted === undefined ? quotes[0] : quotes.find((q) => q.courier.id === wanted);
      if (!quote) {
        return json(200, {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: 'Selected courier is not serviceable for this shipment' } },
        });
      }
      const assigned = await records.assign(row, quote);
      // A reverse pickup is requested with its courier.
      if (row.isReturn) await records.requestPickup([assigned], deps.now());
      const days = quote.days;
      return json(200, {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: assigned.courierCompanyId,
            awb_code: assigned.awb,
            cod: text(row.request.payment_method).toUpperCase() === 'COD' ? 1 : 0,
            order_id: assigned.id,
            shipment_id: assigned.id,
            awb_code_status: 1,
            assigned_date_time: { date: isoToIndia(deps.now()) },
            applied_weight: Number(row.request.weight),
            courier_name: assigned.courierName,
            etd: etdAfter(deps.now(), days),
          },
        },
      });
    }
    if (route === 'POST /courier/generate/pickup') {
      const rows = await rowsWithAwb(ids(parse(body).shipment_id, 'shipment_id'));
      const now = deps.now();
      await records.requestPickup(rows, now);
      const date = isoToIndia(now).slice(0, 10);
      return json(200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: `${date} 16:00:00`,
          pickup_token_number: `SBXPICK${rows[0]?.id ?? ''}`,
          status: 3,
          pickup_generated_date: { date: isoToIndia(now) },
          data: `Pickup is scheduled for ${date}`,
        },
      });
    }
    if (route === 'POST /courier/generate/label') {
      const shipmentIds = ids(parse(body).shipment_id, 'shipment_id');
      await rowsWithAwb(shipmentIds);
      return json(200, {
        label_created: 1,
        label_url: fileUrl(origin, 'label', shipmentIds),
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      });
    }
    if (route === 'POST /manifests/generate' || route === 'POST /manifests/print') {
      const request = parse(body);
      const shipmentIds = ids(request.shipment_id ?? request.order_ids, 'shipment_id');
      await rowsWithAwb(shipmentIds);
      return json(200, { status: 1, manifest_url: fileUrl(origin, 'manifest', shipmentIds) });
    }
    const shipment = /^GET \/shipments\/(\d+)$/.exec(route);
    if (shipment) {
      const [row] = await records.byIds([Number(shipment[1])]);
      if (!row) throw new Refusal(404, 'Shipment not found');
      return json(200, { data: { id: row.id, order_id: row.id, awb: row.awb, status: row.status } });
    }
    const trackOne = /^GET \/courier\/track\/awb\/([^/]+)$/.exec(route);
    if (trackOne) {
      const row = await records.byAwb(decodeURIComponent(trackOne[1] ?? ''));
      if (!row)
        return json(200, { tracking_data: { track_status: 0, shipment_status: 0, error: 'Awb not found' } });
      return json(200, { tracking_data: trackingData(row) });
    }
    if (route === 'POST /courier/track/awbs') {
      const awbs = parse(body).awbs;
      const answer: Json = {};
      for (const awb of Array.isArray(awbs) ? awbs : []) {
        const row = await records.byAwb(text(awb));
        if (row) answer[text(awb)] = { tracking_data: trackingData(row) };
      }
      return json(200, answer);
    }
    if (route === 'POST /orders/cancel') {
      const rows = await records.byIds(ids(parse(body).ids, 'ids'));
      const shipped = rows.find((row) => row.scans.length > 0);
      if (shipped) throw new Refusal(400, `Order ${shipped.id} is already picked up and cannot be cancelled`);
      await records.cancel(rows, deps.now());
      return json(200, { status: 200, message: 'Order cancelled successfully.' });
    }
    const ndr = /^POST \/ndr\/([^/]+)\/action$/.exec(route);
    if (ndr) {
      const request = parse(body);
      const row = await records.byAwb(decodeURIComponent(ndr[1] ?? ''));
      if (!row || shopStatusOf(row) !== 'UNDELIVERED') {
        throw new Refusal(400, 'Action can not be taken: the shipment is not undelivered');
      }
      if (request.action === 'return') await deps.advance(row, 'RTO_INITIATED');
      else if (request.action === 're-attempt') await deps.advance(row, 'IN_TRANSIT');
      else
        throw new Refusal(422, 'Oops! Invalid Data.', {
          action: ['The action must be re-attempt or return.'],
        });
      return json(200, { status: true, message: 'Action has been taken successfully' });
    }
    throw new Refusal(404, 'Not found');
  }

  return async (method, path, headers, body) => {
    const url = new URL(path, 'http://sandbox.invalid');
    const origin = `${header(headers, 'x-forwarded-proto') ?? 'http'}://${header(headers, 'host') ?? 'localhost'}${SANDBOX_MOUNT}`;
    try {
      const file = /^\/files\/(label|manifest)\/(\d+(?:-\d+)*)\.pdf$/.exec(url.pathname);
      if (method === 'GET' && file) {
        if (!keys.isSigned(url.pathname, url.searchParams.get('sig') ?? ''))
          throw new Refusal(403, 'Forbidden');
        const rows = await rowsWithAwb((file[2] ?? '').split('-').map(Number));
        return pdf(
          file[1] === 'label'
            ? await labelsPdf(rows, { warehouseLines: deps.warehouseLines })
            : await manifestPdf(rows, deps.pickupLocation),
        );
      }
      if (!url.pathname.startsWith('/v1/external/')) throw new Refusal(404, 'Not found');
      const path = url.pathname.slice('/v1/external'.length);
      if (method === 'POST' && path === '/auth/login') {
        const login = parse(body);
        if (login.password !== keys.password)
          throw new Refusal(401, 'Invalid email and password combination');
        return json(200, {
          id: 1,
          email: text(login.email),
          first_name: 'Sandbox',
          token: keys.issueToken(deps.now()),
        });
      }
      const token = /^Bearer (.+)$/.exec(header(headers, 'authorization') ?? '')?.[1] ?? '';
      if (!keys.isValidToken(token, deps.now())) throw new Refusal(401, 'Token has expired');
      return await api(method, path, url, body, origin);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return json(error.status, {
        message: error.message,
        status_code: error.status,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
  };
}

export const isAdvanceStatus = (value: unknown): value is SandboxAdvanceStatus =>
  (SANDBOX_ADVANCE_STATUSES as readonly unknown[]).includes(value);
