// docs/shipments.md#failed-deliveries: the failed deliveries queue, and whether the shop has a courier aggregator.

export { FailedDeliveriesQueue } from './failed-deliveries.tsx';
export { useShopAggregator } from './use-aggregator.ts';
