// docs/shipments.md#failed-deliveries: the failed deliveries queue, and whether the shop has a courier aggregator.

export { FailedDeliveriesQueue } from './failed-deliveries.tsx';
export { FAILED_DELIVERIES_PATH, useShopAggregator } from './use-aggregator.ts';
