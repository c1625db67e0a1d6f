import type * as Port from '../shipping-provider.ts';
import { ShippingProviderError } from '../shipping-provider.ts';
import { indiaDate } from './india-time.ts';
import type { ShiprocketClient } from './shiprocket-client.ts';
import {
  adhocOrderBody,
  readServiceability,
  returnOrderBody,
  type Warehouse,
} from './shiprocket-payloads.ts';
import { readTracking, readTrackingMany, readWebhook } from './shiprocket-tracking.ts';

type Json = Record<string, unknown>;

/** Shiprocket tracks at most this many AWBs in one call. */
const TRACK_BATCH = 50;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Shiprocket's ids are numbers; the shop keeps them as text. */
function numericIds(ids: string[]): number[] {
  return ids.map((id) => {
    const number = Number(id);
    if (!Number.isInteger(number)) throw new ShippingProviderError(`Not a Shiprocket id: ${id}`, 'rejected');
    return number;
  });
}

/**
 * The shipping port over Shiprocket's external API (docs/shipping.md#shiprocket). The sandbox is this same class
 * over a transport that reaches the sandbox's handler in process.
 */
export class ShiprocketProvider implements Port.ShippingProvider {
  constructor(
    private readonly client: ShiprocketClient,
    private readonly warehouse: Warehouse,
    /** The `x-api-key` token tracking webhooks carry. */
    private readonly webhookToken: string,
    readonly name: 'shiprocket' | 'sandbox' = 'shiprocket',
  ) {}

  async serviceability(query: Port.ServiceabilityQuery): Promise<Port.Serviceability> {
    let json: Json;
    try {
      json = await this.client.call('GET', '/courier/serviceability/', {
        query: {
          pickup_postcode: query.pickupPincode,
          delivery_postcode: query.deliveryPincode,
          weight: Math.max(query.weightGrams, 1) / 1000,
          cod: query.cod ? 1 : 0,
          ...(query.declaredValuePaise ? { declared_value: query.declaredValuePaise / 100 } : {}),
        },
        quick: true,
      });
    } catch (error) {
      if (error instanceof ShippingProviderError && error.code === 'not_serviceable') return NOT_SERVICEABLE;
      throw error;
    }
    // Some refusals come as a 200 whose body says 404.
    if (json.status === 404) return NOT_SERVICEABLE;
    return readServiceability(json);
  }

  async createShipment(request: Port.ShipmentRequest): Promise<Port.BookedShipment> {
    return booked(
      await this.client.call('POST', '/orders/create/adhoc', {
        body: adhocOrderBody(request, this.warehouse),
      }),
    );
  }

  async assignAwb(providerShipmentId: string, courierId?: string): Promise<Port.AssignedAwb> {
    const [shipmentId] = numericIds([providerShipmentId]);
    const json = await this.client.call('POST', '/courier/assign/awb', {
      body: { shipment_id: shipmentId, ...(courierId ? { courier_id: numericIds([courierId])[0] } : {}) },
    });
    const data = ((json.response as Json | undefined)?.data ?? {}) as Json;
    if (json.awb_assign_status !== 1 || !data.awb_code) {
      const reason = text(data.awb_assign_error || json.message) || 'Shiprocket assigned no AWB';
      throw new ShippingProviderError(
        reason,
        /serviceab|no courier/i.test(reason) ? 'not_serviceable' : 'rejected',
      );
    }
    return {
      awb: text(data.awb_code),
      courierId: text(data.courier_company_id),
      courierName: text(data.courier_name),
      estimatedDelivery: indiaDate(data.etd ?? data.expected_delivery_date),
    };
  }

  async labelPdf(providerShipmentIds: string[]): Promise<Uint8Array> {
    const json = await this.client.call('POST', '/courier/generate/label', {
      body: { shipment_id: numericIds(providerShipmentIds) },
    });
    if (json.label_created !== 1 || typeof json.label_url !== 'string' || !json.label_url) {
      throw new ShippingProviderError(
        text(json.response || json.message) || 'Shiprocket made no label',
        'rejected',
      );
    }
    return this.client.download(json.label_url);
  }

  async requestPickup(providerShipmentIds: string[]): Promise<{ pickupDate: string | null }> {
    const json = await this.client.call('POST', '/courier/generate/pickup', {
      body: { shipment_id: numericIds(providerShipmentIds) },
    });
    const response = (json.response ?? {}) as Json;
    if (json.pickup_status !== 1) {
      throw new ShippingProviderError(
        text(response.data || json.message) || 'Shiprocket booked no pickup',
        'rejected',
      );
    }
    return { pickupDate: indiaDate(response.pickup_scheduled_date) };
  }

  /** Generates the manifest; one generated before is printed again, by Shiprocket's order ids. */
  async manifestPdf(providerShipmentIds: string[]): Promise<Uint8Array> {
    const shipmentIds = numericIds(providerShipmentIds);
    let url: unknown;
    try {
      url = (await this.client.call('POST', '/manifests/generate', { body: { shipment_id: shipmentIds } }))
        .manifest_url;
    } catch (error) {
      if (!(error instanceof ShippingProviderError && /already/i.test(error.message))) throw error;
      const orderIds: number[] = [];
      for (const id of shipmentIds) {
        const shipment = await this.client.call('GET', `/shipments/${id}`);
        orderIds.push(Number(((shipment.data ?? {}) as Json).order_id));
      }
      url = (await this.client.call('POST', '/manifests/print', { body: { order_ids: orderIds } }))
        .manifest_url;
    }
    if (typeof url !== 'string' || !url)
      throw new ShippingProviderError('Shiprocket made no manifest', 'rejected');
    return this.client.download(url);
  }

  async track(awb: string): Promise<Port.TrackingReport> {
    const json = await this.client.call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
    const report = readTracking(awb, json.tracking_data);
    if (!report) throw new ShippingProviderError(`Shiprocket has no tracking for ${awb}`, 'rejected');
    return report;
  }

  async trackMany(awbs: string[]): Promise<Port.TrackingReport[]> {
    const reports: Port.TrackingReport[] = [];
    for (let start = 0; start < awbs.length; start += TRACK_BATCH) {
      const batch = awbs.slice(start, start + TRACK_BATCH);
      const json = await this.client.call('POST', '/courier/track/awbs', { body: { awbs: batch } });
      reports.push(...readTrackingMany(json, batch));
    }
    return reports;
  }

  async cancel(providerOrderIds: string[]): Promise<void> {
    await this.client.call('POST', '/orders/cancel', { body: { ids: numericIds(providerOrderIds) } });
  }

  async createReturn(request: Port.ShipmentRequest): Promise<Port.BookedShipment & { awb: string | null }> {
    const json = await this.client.call('POST', '/orders/create/return', {
      body: returnOrderBody(request, this.warehouse),
    });
    return { ...booked(json), awb: text(json.awb_code) || null };
  }

  async failedDeliveryAction(awb: string, decision: Port.FailedDeliveryAction): Promise<void> {
    const body =
      decision.action === 'rto'
        ? { action: 'return', comments: decision.comment ?? 'Return to origin' }
        : {
            action: 're-attempt',
            comments: decision.comment ?? 'Please deliver again',
            ...(decision.date ? { deferred_date: decision.date } : {}),
            ...(decision.phone ? { phone: decision.phone } : {}),
            ...(decision.addressLine ? { address1: decision.addressLine } : {}),
          };
    await this.client.call('POST', `/ndr/${encodeURIComponent(awb)}/action`, { body });
  }

  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Port.TrackingDelivery {
    return readWebhook(this.webhookToken, rawBody, headers);
  }
}

const NOT_SERVICEABLE: Port.Serviceability = { serviceable: false, couriers: [], recommendedCourierId: null };

function booked(json: Json): Port.BookedShipment {
  if (json.order_id === undefined || json.shipment_id === undefined) {
    throw new ShippingProviderError(text(json.message) || 'Shiprocket booked no shipment', 'rejected');
  }
  return { providerOrderId: text(json.order_id), providerShipmentId: text(json.shipment_id) };
}
