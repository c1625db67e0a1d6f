// docs/shipments.md#failed-deliveries: the failed deliveries queue.

export { FailedDeliveriesQueue } from './failed-deliveries.tsx';
