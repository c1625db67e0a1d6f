import type { SandboxAdvanceStatus, ShipmentStatus } from '@shop/shared';
import type { Db } from '../../../db/client.ts';
import type { SandboxRequestHandler, SandboxWebhook } from '../../http-transport.ts';
import { isoToIndia } from '../shiprocket/india-time.ts';
import { SHIPROCKET_CODES } from '../shiprocket/shiprocket-status.ts';
import { SandboxKeys } from './sandbox-auth.ts';
import { SANDBOX_MOUNT, sandboxHandler } from './sandbox-handler.ts';
import { SandboxRecords, type SandboxRow, shiprocketScan, shopStatusOf } from './sandbox-records.ts';

/** How long after a scan the sandbox's webhook says it was sent. */
const WEBHOOK_LAG_MS = 7_000;

export interface ShippingSandboxOptions {
  pickupPincode: string;
  /** The pickup location's nickname, printed on manifests. */
  pickupLocation: string;
  /** The warehouse's city, where parcels are picked up and returns end. */
  originCity: string;
  /** The warehouse's address lines, printed on labels. */
  warehouseLines: string[];
  /** SHIPPING_SANDBOX_AUTO: parcels move on by themselves once a pickup is requested. */
  auto: boolean;
  now?: () => Date;
}

/**
 * The offline courier aggregator (docs/shipping.md#the-sandbox). It speaks Shiprocket's protocol through
 * `handle` (called in process by the Shiprocket client, and served over HTTP at /sandbox/shiprocket), and
 * tells the shop of each scan with Shiprocket's tracking webhook.
 */
export class ShippingSandbox {
  /** Where the shop's own Shiprocket client finds the sandbox in process; never resolved on a network. */
  static readonly IN_PROCESS_URL = `http://shiprocket.sandbox.invalid${SANDBOX_MOUNT}`;
  readonly email = 'api-user@sandbox.invalid';
  readonly handle: SandboxRequestHandler;
  readonly #keys: SandboxKeys;
  readonly #records: SandboxRecords;
  readonly #now: () => Date;
  #deliver: ((webhook: SandboxWebhook) => Promise<void>) | undefined;

  constructor(db: Db, secret: string, options: ShippingSandboxOptions) {
    this.#keys = new SandboxKeys(secret);
    this.#now = options.now ?? (() => new Date());
    this.#records = new SandboxRecords(db, options);
    this.handle = sandboxHandler({
      records: this.#records,
      keys: this.#keys,
      now: this.#now,
      pickupPincode: options.pickupPincode,
      pickupLocation: options.pickupLocation,
      warehouseLines: options.warehouseLines,
      advance: (row, status) => this.#advance(row, status),
    });
  }

  /** The API user's password the sandbox accepts at `/auth/login`. */
  get password(): string {
    return this.#keys.password;
  }

  /** The `x-api-key` the sandbox's webhooks carry, as an account's webhook settings would. */
  get webhookToken(): string {
    return this.#keys.webhookToken;
  }

  /** Where the webhooks go (the shop's own endpoint), set by the sandbox's routes. */
  deliverWebhooksTo(deliver: (webhook: SandboxWebhook) => Promise<void>): void {
    this.#deliver = deliver;
  }

  /** Moves a parcel on to `status`, records the scan and sends the webhook; undefined for an unknown AWB. */
  async advance(
    awb: string,
    status: SandboxAdvanceStatus,
  ): Promise<{ awb: string; status: ShipmentStatus } | undefined> {
    const row = await this.#records.byAwb(awb);
    if (!row || row.cancelledAt) return undefined;
    const moved = await this.#advance(row, status);
    return { awb, status: shopStatusOf(moved) };
  }

  /**
   * The COD remittance report as an aggregator's panel exports it (CSV): every COD parcel delivered, its cash
   * paid over on the day of delivery under a UTR of its own. Shiprocket's documented API has no such report, so
   * the team downloads it and imports it in the back office; the sandbox's is at /sandbox/shiprocket.
   */
  async codRemittanceCsv(): Promise<string> {
    const rows = await this.#records.deliveredCod();
    const lines = rows.flatMap((row) => {
      const delivered = row.scans.findLast((scan) => scan.status === 'DELIVERED');
      if (!row.awb || !delivered) return [];
      const day = isoToIndia(delivered.at).slice(0, 10);
      return [[row.awb, row.channelOrderId, String(row.request.sub_total ?? ''), day, `SBXUTR${row.awb}`]];
    });
    return [['AWB No', 'Order ID', 'COD Amount', 'Remitted On', 'UTR No'], ...lines]
      .map((cells) =>
        cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','),
      )
      .join('\n')
      .concat('\n');
  }

  /** One step for every parcel due to move on by itself (SHIPPING_SANDBOX_AUTO); the number moved. */
  async runAuto(now = this.#now()): Promise<number> {
    let moved = 0;
    for (const { row, next } of await this.#records.dueForAuto(now)) {
      if (!next) {
        await this.#records.stopAuto(row);
        continue;
      }
      await this.#advance(row, next);
      moved += 1;
    }
    return moved;
  }

  async #advance(row: SandboxRow, status: SandboxAdvanceStatus): Promise<SandboxRow> {
    const moved = await this.#records.advance(row, status, this.#now());
    try {
      await this.#deliver?.(this.#webhook(moved));
    } catch {
      // The shop's endpoint failing is the shop's to report; the parcel has moved all the same.
    }
    return moved;
  }

  #webhook(row: SandboxRow): SandboxWebhook {
    const scan = row.scans.at(-1);
    const status = shopStatusOf(row);
    const code = SHIPROCKET_CODES[status];
    // Shiprocket's current_timestamp is when it sent the update, which can be seconds after the scan it reports:
    // the sandbox's is too, so a shop that keyed the scan by it would store it twice.
    const sentAt = new Date(new Date(scan?.at ?? this.#now()).getTime() + WEBHOOK_LAG_MS);
    const at = isoToIndia(sentAt.toISOString());
    // current_timestamp as Shiprocket writes it: "23 05 2023 15:32:11".
    const timestamp = `${at.slice(8, 10)} ${at.slice(5, 7)} ${at.slice(0, 4)} ${at.slice(11)}`;
    const body = {
      awb: row.awb,
      courier_name: row.courierName,
      current_status: code.words,
      current_status_id: code.id,
      shipment_status: code.words,
      shipment_status_id: code.id,
      current_timestamp: timestamp,
      order_id: row.channelOrderId,
      sr_order_id: row.id,
      awb_assigned_date: isoToIndia(row.createdAt),
      pickup_scheduled_date: row.pickupRequestedAt ? isoToIndia(row.pickupRequestedAt) : null,
      etd: this.#records.etdOf(row),
      scans: row.scans.map(shiprocketScan),
      is_return: row.isReturn ? 1 : 0,
      channel_id: 0,
      pod_status: status === 'DELIVERED' ? 'OTP Based Delivery' : null,
      pod: status === 'DELIVERED' ? 'Not Available' : null,
    };
    return {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-api-key': this.webhookToken },
    };
  }
}
