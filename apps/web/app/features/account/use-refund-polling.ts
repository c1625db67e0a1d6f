import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Order } from './types.ts';

/** How often, and how many times, the page asks again while a refund is on its way. */
const REFUND_POLL_MS = 4000;
const REFUND_POLLS = 15;

/**
 * A refund completes when the gateway says so, usually moments later: the page asks again for a while.
 * `reload` starts the count again (after a cancel or a return) and asks at once.
 */
export function useRefundPolling(order: Order | null) {
  const revalidator = useRevalidator();
  const refundPending = order?.refunds.some((refund) => refund.status === 'PENDING') ?? false;
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!refundPending || polls >= REFUND_POLLS || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void revalidator.revalidate();
    }, REFUND_POLL_MS);
    return () => clearTimeout(timer);
  }, [refundPending, polls, revalidator]);
  const reload = () => {
    setPolls(0);
    void revalidator.revalidate();
  };
  return reload;
}
