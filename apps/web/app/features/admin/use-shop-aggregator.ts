import type { FailedDelivery } from '@shop/shared';
import { useEffect, useState } from 'react';
import { get } from '#app/lib/api.ts';

/** The queue's screen, and its API route under /api/v1: the same path. */
export const FAILED_DELIVERIES_PATH = '/admin/shipping/failed-deliveries';

let known: boolean | undefined;

/** The failed deliveries queue: 404 when the shop ships by hand (docs/shipments.md), which is remembered. */
async function readQueue() {
  const res = await get<FailedDelivery[]>(FAILED_DELIVERIES_PATH);
  // Offline, signed out or refused: nothing learnt.
  if (res?.status !== 200 && res?.status !== 404) return undefined;
  known = res.status === 200;
  return { aggregator: known, count: res.body?.length ?? 0 };
}

/**
 * Whether the shop ships through a courier aggregator, for screens without an order to tell. Asked once per
 * page load.
 */
export function useShopAggregator(): boolean | undefined {
  const [aggregator, setAggregator] = useState(known);
  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    void readQueue().then((queue) => {
      if (live && queue) setAggregator(queue.aggregator);
    });
    return () => {
      live = false;
    };
  }, []);
  return aggregator;
}

/**
 * The menu's count of failed deliveries waiting, read again at each page the team opens (an indexed count of a
 * short list); aggregator false when the shop ships by hand, and the menu leaves the queue out.
 */
export function useFailedDeliveries(pathname: string): { aggregator: boolean | undefined; count: number } {
  const [state, setState] = useState({ aggregator: known, count: 0 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again at each page the team opens
  useEffect(() => {
    if (known === false) return;
    let live = true;
    void readQueue().then((queue) => {
      if (live && queue) setState(queue);
    });
    return () => {
      live = false;
    };
  }, [pathname]);
  return state;
}
