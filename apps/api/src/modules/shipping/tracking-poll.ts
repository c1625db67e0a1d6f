import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { ShippingProvider } from '../../adapters/shipping/shipping-provider.ts';
import type { Db } from '../../db/client.ts';
import { shipments } from '../../db/schema.ts';
import type { TrackingService } from './tracking.service.ts';

export const TRACKING_POLL_JOB = 'shipping.poll-tracking';
/** How often the job runs, and after how long without news a parcel is asked after. */
export const TRACKING_POLL_CRON = '*/30 * * * *';
export const QUIET_HOURS = 6;
const BATCH = 50;
/** Enough for one run; the longest unasked go first and the rest are next run's. */
const PER_RUN = 1_000;

/**
 * docs/shipments.md#tracking: a lost webhook never leaves an order stuck. Parcels still on their way that the
 * courier has said nothing of for QUIET_HOURS are tracked in batches, and every scan of each report is applied as
 * a webhook's would be; the scans already known are replays and change nothing. A parcel is asked after at most once
 * per quiet period, the one heard of or asked after longest ago first.
 */
export class TrackingPoll {
  constructor(
    private readonly db: Db,
    private readonly provider: Pick<ShippingProvider, 'trackMany'>,
    private readonly tracking: Pick<TrackingService, 'applyScan'>,
    private readonly providerName: string,
    private readonly log: (line: string) => void,
    private readonly perRun: number = PER_RUN,
  ) {}

  /** Asks after the quiet parcels; answers how many were asked after and how many scans moved an order. */
  async pollQuiet(now: Date = new Date()): Promise<{ asked: number; moved: number }> {
    const quietSince = new Date(now.getTime() - QUIET_HOURS * 3_600_000);
    const quiet = await this.db
      .select({ id: shipments.id, awb: shipments.awb })
      .from(shipments)
      .where(
        and(
          eq(shipments.provider, this.providerName),
          isNotNull(shipments.awb),
          notInArray(shipments.status, ['DELIVERED', 'RTO_DELIVERED', 'CANCELLED']),
          lt(shipments.lastNewsAt, quietSince),
          // A parcel asked after lately waits its turn, even when the courier answered nothing new: else the
          // silent ones would come first every run and, past the cap, crowd out the rest.
          or(isNull(shipments.lastPolledAt), lt(shipments.lastPolledAt, quietSince)),
        ),
      )
      .orderBy(asc(sql`greatest(${shipments.lastNewsAt}, ${shipments.lastPolledAt})`))
      .limit(this.perRun);
    let moved = 0;
    for (let start = 0; start < quiet.length; start += BATCH) {
      const batch = quiet.slice(start, start + BATCH);
      const awbs = batch.flatMap((row) => (row.awb ? [row.awb] : []));
      let reports: Awaited<ReturnType<ShippingProvider['trackMany']>>;
      try {
        reports = await this.provider.trackMany(awbs);
      } catch (error) {
        // The next run asks again; the batches after this one may still get through.
        this.log(`tracking poll: ${awbs.length} AWBs not tracked: ${String(error)}`);
        continue;
      }
      await this.db
        .update(shipments)
        .set({ lastPolledAt: now })
        .where(
          inArray(
            shipments.id,
            batch.map((row) => row.id),
          ),
        );
      for (const report of reports) {
        for (const scan of report.scans) {
          const applied = await this.tracking.applyScan({
            awb: report.awb,
            scan,
            estimatedDelivery: report.estimatedDelivery,
            failureReason: scan.status === 'UNDELIVERED' ? report.failureReason : null,
            source: 'poll',
          });
          if (applied.outcome === 'moved') moved++;
        }
      }
    }
    return { asked: quiet.length, moved };
  }
}
