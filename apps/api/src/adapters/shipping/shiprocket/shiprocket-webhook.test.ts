import { describe, expect, it } from 'vitest';
import { indiaDate, indiaTimeToIso, isoToIndia } from './india-time.ts';
import { shipmentStatusOf } from './shiprocket-status.ts';
import { readTracking, readWebhook } from './shiprocket-tracking.ts';

const TOKEN = 'the-token-typed-in-shiprocket';

/** Shiprocket's tracking webhook, as its documentation shows one. */
const payload = {
  awb: '19041424751540',
  courier_name: 'Delhivery Surface',
  current_status: 'IN TRANSIT',
  current_status_id: 20,
  shipment_status: 'IN TRANSIT',
  shipment_status_id: 18,
  current_timestamp: '23 05 2023 11:43:52',
  order_id: 'ORD-2026-000123',
  sr_order_id: 281248157,
  awb_assigned_date: '2023-05-19 11:59:16',
  pickup_scheduled_date: '2023-05-19 11:59:17',
  etd: '2023-05-23 15:40:19',
  scans: [
    {
      date: '2023-05-19 11:59:16',
      status: 'X-UCI',
      activity: 'Manifested - Manifest uploaded',
      location: 'Chandigarh_Raiprkln_C (Chandigarh)',
      'sr-status': '5',
      'sr-status-label': 'MANIFEST GENERATED',
    },
    {
      date: '2023-05-23 11:43:52',
      status: 'X-PPOM',
      activity: 'In Transit - Shipment picked up',
      location: 'Chandigarh_Raiprkln_C (Chandigarh)',
      'sr-status': '42',
      'sr-status-label': 'PICKED UP',
    },
  ],
  is_return: 0,
  channel_id: 3422553,
  pod_status: '',
  pod: 'Not Available',
};

const deliver = (
  body: unknown,
  headers: Record<string, string | string[] | undefined> = { 'x-api-key': TOKEN },
) => readWebhook(TOKEN, typeof body === 'string' ? body : JSON.stringify(body), headers);

describe("Shiprocket's tracking webhook", () => {
  it('reads each scan as tracking does, by its own date in UTC, whatever current_timestamp says', () => {
    // The documented current_timestamp is the pickup scan's time; it can as well be a few seconds later.
    const later = { ...payload, current_timestamp: '23 05 2023 11:43:58' };
    for (const body of [payload, later]) {
      expect(deliver(body)).toEqual({
        ok: true,
        awb: '19041424751540',
        scans: [
          {
            at: '2023-05-19T06:29:16.000Z',
            status: 'PICKUP_SCHEDULED',
            courierStatus: 'MANIFEST GENERATED',
            location: 'Chandigarh_Raiprkln_C (Chandigarh)',
            activity: 'Manifested - Manifest uploaded',
          },
          {
            at: '2023-05-23T06:13:52.000Z',
            status: 'PICKED_UP',
            courierStatus: 'PICKED UP',
            location: 'Chandigarh_Raiprkln_C (Chandigarh)',
            activity: 'In Transit - Shipment picked up',
          },
        ],
        courierStatus: 'IN TRANSIT',
        estimatedDelivery: '2023-05-23',
      });
    }
    // The same scans as the poll reads from the tracking API's activities.
    const tracked = readTracking(payload.awb, {
      shipment_status: 18,
      shipment_track_activities: [...payload.scans].reverse(),
    });
    const delivered = deliver(later);
    expect(delivered.ok && delivered.scans).toEqual(tracked?.scans);
  });

  it('takes the current status at current_timestamp when no scan says anything', () => {
    // As in Shiprocket's own example, current_status_id (20) disagrees with the words; the shipment's status wins.
    const delivery = deliver({ ...payload, scans: [] });
    expect(delivery).toEqual({
      ok: true,
      awb: '19041424751540',
      scans: [
        {
          at: '2023-05-23T06:13:52.000Z',
          status: 'IN_TRANSIT',
          courierStatus: 'IN TRANSIT',
          location: null,
          activity: null,
        },
      ],
      courierStatus: 'IN TRANSIT',
      estimatedDelivery: '2023-05-23',
    });
  });

  it('reads the same scans from the same scan delivered twice', () => {
    expect(deliver(JSON.parse(JSON.stringify(payload)))).toEqual(deliver(payload));
  });

  it('reads a genuine update of a status the shop does not follow as no scans, with the courier’s words', () => {
    const lost = {
      current_status: 'LOST',
      current_status_id: 12,
      shipment_status: 'LOST',
      shipment_status_id: 12,
    };
    expect(deliver({ ...payload, ...lost, scans: [] })).toEqual({
      ok: true,
      awb: '19041424751540',
      scans: [],
      courierStatus: 'LOST',
      estimatedDelivery: '2023-05-23',
    });
    const qcFailed = { ...payload, current_status: 'QC FAILED', shipment_status: 'QC FAILED' };
    const { current_status_id: _, shipment_status_id: __, ...withoutCodes } = qcFailed;
    expect(
      deliver({ ...withoutCodes, scans: [{ date: '2023-05-23 11:43:52', 'sr-status': 'NA' }] }),
    ).toMatchObject({
      ok: true,
      scans: [],
      courierStatus: 'QC FAILED',
    });
  });

  it('refuses a wrong or missing token, and a body it cannot read', () => {
    expect(deliver(payload, { 'x-api-key': 'the-token-typed-in-shiprockeT' })).toEqual({
      ok: false,
      reason: 'bad_token',
    });
    expect(deliver(payload, {})).toEqual({ ok: false, reason: 'bad_token' });
    expect(readWebhook('', JSON.stringify(payload), { 'x-api-key': '' })).toEqual({
      ok: false,
      reason: 'bad_token',
    });
    expect(deliver('{not json')).toEqual({ ok: false, reason: 'malformed' });
    expect(deliver([payload])).toEqual({ ok: false, reason: 'malformed' });
    expect(deliver({ ...payload, awb: '' })).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe("Shiprocket's India times", () => {
  it('reads both forms without a zone as UTC+05:30', () => {
    expect(indiaTimeToIso('2023-05-23 15:32:11')).toBe('2023-05-23T10:02:11.000Z');
    expect(indiaTimeToIso('23 05 2023 15:32:11')).toBe('2023-05-23T10:02:11.000Z');
    // Just after midnight in India is the day before in UTC.
    expect(indiaTimeToIso('2026-12-01 00:10:00')).toBe('2026-11-30T18:40:00.000Z');
    expect(indiaTimeToIso('31 02 2026 10:00:00')).toBeNull();
    expect(indiaTimeToIso('yesterday')).toBeNull();
    expect(isoToIndia('2026-11-30T18:40:00.000Z')).toBe('2026-12-01 00:10:00');
  });

  it('reads delivery dates as days in India', () => {
    expect(indiaDate('Dec 02, 2026')).toBe('2026-12-02');
    expect(indiaDate('2026-12-02 23:30:00')).toBe('2026-12-02');
    expect(indiaDate('')).toBeNull();
  });

  it('maps codes and words onto the shop’s statuses', () => {
    expect(shipmentStatusOf(42)).toBe('PICKED_UP');
    expect(shipmentStatusOf('17')).toBe('OUT_FOR_DELIVERY');
    expect(shipmentStatusOf('rto_delivered')).toBe('RTO_DELIVERED');
    expect(shipmentStatusOf('Canceled')).toBe('CANCELLED');
    expect(shipmentStatusOf('NA')).toBeNull();
  });
});
