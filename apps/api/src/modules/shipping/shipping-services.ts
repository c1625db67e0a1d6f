import type { ShippingProvider } from '../../adapters/shipping/shipping-provider.ts';
import type { Db } from '../../db/client.ts';
import type { AuditLogService } from '../audit/audit-log.service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { OrderNotices } from '../notifications/order-notices.ts';
import type { OrderTransitions } from '../orders/order-transition.ts';
import type { ShopSettingsService } from '../settings/shop-settings.service.ts';
import { ReturnPickups } from './return-pickups.ts';
import type { ShipmentViews } from './shipment-views.ts';
import { ShipmentsService } from './shipments.service.ts';
import { ShippingDesk } from './shipping-desk.ts';
import { TrackingService } from './tracking.service.ts';
import { TRACKING_POLL_CRON, TRACKING_POLL_JOB, TrackingPoll } from './tracking-poll.ts';

/** The shop's side of shipping (docs/shipments.md): booking, the desk's documents and decisions, tracking. */
export interface ShippingServices {
  booking: ShipmentsService;
  desk: ShippingDesk;
  returns: ReturnPickups;
  tracking: TrackingService;
  views: ShipmentViews;
  /** Undefined when the shop ships by hand: there is nobody to ask. */
  poll: TrackingPoll | undefined;
}

export interface ShippingServiceDeps {
  db: Db;
  provider: ShippingProvider | undefined;
  config: {
    SHIPPING_PROVIDER: string;
    SHIPPING_PICKUP_PINCODE: string;
    PUBLIC_URL?: string | undefined;
  };
  transitions: Pick<OrderTransitions, 'transition'>;
  notices: Pick<OrderNotices, 'queue'>;
  audit: Pick<AuditLogService, 'record'>;
  settings: Pick<ShopSettingsService, 'shipping'>;
  views: ShipmentViews;
  jobs: Pick<JobQueue, 'define'>;
  log: (line: string) => void;
  onStockChange: () => void;
}

/** Builds the shipping services and defines the tracking poll's job when there is an aggregator to ask. */
export function createShippingServices(deps: ShippingServiceDeps): ShippingServices {
  const { db, provider, config, log } = deps;
  const booking = new ShipmentsService({
    db,
    provider,
    transitions: deps.transitions,
    audit: deps.audit,
    settings: deps.settings,
    providerName: config.SHIPPING_PROVIDER,
    pickupPincode: config.SHIPPING_PICKUP_PINCODE,
    log,
  });
  const tracking = new TrackingService(db, deps.transitions, deps.notices, {
    provider: config.SHIPPING_PROVIDER,
    publicUrl: config.PUBLIC_URL,
    log,
    onStockChange: deps.onStockChange,
  });
  const poll = provider ? new TrackingPoll(db, provider, tracking, config.SHIPPING_PROVIDER, log) : undefined;
  if (poll) {
    // Periodic: a failed run shows in the back office and the next one tries again.
    deps.jobs.define({
      name: TRACKING_POLL_JOB,
      cron: TRACKING_POLL_CRON,
      retryLimit: 0,
      retryDelaySeconds: 60,
      handler: async () => void (await poll.pollQuiet()),
    });
  }
  return {
    booking,
    desk: new ShippingDesk(db, booking, deps.audit, log),
    returns: new ReturnPickups(db, booking, deps.audit, deps.settings, config.SHIPPING_PROVIDER),
    tracking,
    views: deps.views,
    poll,
  };
}
