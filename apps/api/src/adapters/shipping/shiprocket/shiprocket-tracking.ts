import { createHash, timingSafeEqual } from 'node:crypto';
import type { ShipmentStatus } from '@shop/shared';
import type { TrackingDelivery, TrackingReport, TrackingScan } from '../shipping-provider.ts';
import { indiaDate, indiaTimeToIso } from './india-time.ts';
import { firstStatusOf } from './shiprocket-status.ts';

type Json = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/** Scans as Shiprocket lists them (newest first in tracking, oldest first in webhooks), oldest first. */
function readScans(list: unknown, fallback: ShipmentStatus | null): TrackingScan[] {
  const entries = (Array.isArray(list) ? list : [])
    .map((entry) => entry as Json)
    .map((entry) => ({ entry, at: indiaTimeToIso(entry.date) }))
    .filter((scan): scan is { entry: Json; at: string } => scan.at !== null)
    .sort((a, b) => a.at.localeCompare(b.at));
  const scans: TrackingScan[] = [];
  let previous = fallback;
  for (const { entry, at } of entries) {
    // Informational scans ("sr-status": "NA") keep the status before them.
    const status = firstStatusOf(entry['sr-status'], entry['sr-status-label']) ?? previous;
    if (!status) continue;
    previous = status;
    scans.push({
      at,
      status,
      courierStatus: text(entry['sr-status-label']) ?? text(entry.status) ?? status,
      location: text(entry.location),
      activity: text(entry.activity),
    });
  }
  return scans;
}

/** `GET /courier/track/awb/{awb}`'s `tracking_data`; null when Shiprocket has nothing for the AWB. */
export function readTracking(awb: string, trackingData: unknown): TrackingReport | null {
  if (!trackingData || typeof trackingData !== 'object') return null;
  const data = trackingData as Json;
  if (text(data.error) && !Array.isArray(data.shipment_track_activities)) return null;
  const track = (Array.isArray(data.shipment_track) ? data.shipment_track[0] : undefined) as Json | undefined;
  const overall = firstStatusOf(data.shipment_status, track?.current_status);
  const scans = readScans(data.shipment_track_activities, null);
  const status = overall ?? scans.at(-1)?.status;
  if (!status) return null;
  const lastFailure = scans.findLast((scan) => scan.status === 'UNDELIVERED');
  return {
    awb,
    status,
    scans,
    estimatedDelivery: indiaDate(data.etd ?? track?.edd),
    failureReason: status === 'UNDELIVERED' ? (lastFailure?.activity ?? null) : null,
  };
}

/** `POST /courier/track/awbs`: an object keyed by AWB (or a list of such objects), each with its `tracking_data`. */
export function readTrackingMany(json: Json, awbs: string[]): TrackingReport[] {
  const byAwb = new Map<string, unknown>();
  const entries = Array.isArray(json.value) ? json.value : Array.isArray(json.data) ? json.data : [json];
  for (const entry of entries) {
    for (const [key, value] of Object.entries((entry ?? {}) as Json)) byAwb.set(key, value);
  }
  return awbs.flatMap((awb) => {
    const found = byAwb.get(awb) as Json | undefined;
    const report = found ? readTracking(awb, found.tracking_data ?? found) : null;
    return report ? [report] : [];
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the webhook's `x-api-key` is the token typed in Shiprocket's settings, compared in constant time. */
export function isGenuineWebhook(expected: string, headers: Record<string, string | string[] | undefined>) {
  const given = headers['x-api-key'];
  const value = Array.isArray(given) ? given[0] : given;
  if (!expected || !value) return false;
  return timingSafeEqual(digest(value), digest(expected));
}

/**
 * Shiprocket's tracking webhook: `awb`, `current_status` with `current_status_id` (or `shipment_status` and its
 * id), `current_timestamp` ("23 05 2023 11:43:52", India time), `scans` [{ date, activity, location, sr-status,
 * ... }], `etd`. Its scans are read as tracking reads them, each by its own date: `current_timestamp` can differ
 * from the last scan's date, and a scan keyed by it would be stored again by the poll. The current status at
 * `current_timestamp` stands in only when no scan says anything.
 */
export function readWebhook(
  token: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): TrackingDelivery {
  if (!isGenuineWebhook(token, headers)) return { ok: false, reason: 'bad_token' };
  let payload: Json;
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return { ok: false, reason: 'malformed' };
    payload = parsed as Json;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const awb = text(payload.awb);
  if (!awb) return { ok: false, reason: 'malformed' };
  const courierStatus = text(payload.current_status) ?? text(payload.shipment_status);
  const estimatedDelivery = indiaDate(payload.etd);
  const scans = readScans(payload.scans, null);
  if (scans.length > 0) return { ok: true, awb, scans, courierStatus, estimatedDelivery };
  // shipment_status_id is in Shiprocket's table of shipment statuses; current_status_id is not always (its
  // documented example pairs 20 with "IN TRANSIT"), so it is read last.
  const status = firstStatusOf(
    payload.shipment_status_id,
    payload.current_status,
    payload.shipment_status,
    payload.current_status_id,
  );
  const at = indiaTimeToIso(payload.current_timestamp);
  // A status the shop does not follow (lost, damaged, QC failed...) is still a genuine update: no scans.
  const current: TrackingScan[] =
    status && at
      ? [{ at, status, courierStatus: courierStatus ?? status, location: null, activity: null }]
      : [];
  return { ok: true, awb, scans: current, courierStatus, estimatedDelivery };
}
