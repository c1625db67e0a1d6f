import type { FailedDelivery } from '@shop/shared';
import { useEffect, useState } from 'react';
import { get } from '#app/lib/api.ts';

let known: boolean | undefined;

/**
 * Whether the shop ships through a courier aggregator, for screens without an order to tell: the failed
 * deliveries route answers 404 when it ships by hand (docs/shipments.md). Asked once per page load.
 */
export function useShopAggregator(): boolean | undefined {
  const [aggregator, setAggregator] = useState(known);
  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    void get<FailedDelivery[]>('/admin/shipping/failed-deliveries').then((res) => {
      if (!res) return;
      known = res.status !== 404;
      if (live) setAggregator(known);
    });
    return () => {
      live = false;
    };
  }, []);
  return aggregator;
}
