import { englishText, type Message, messageRef } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { ShopMetrics } from '../../domain/metrics.ts';
import type { OrderTransitions } from './order-transition.ts';
import type { OrderRow } from './orders.dto.ts';

/** What giving back a payment that cannot buy its order needs. */
export interface UnfulfilledPaymentDeps {
  db: Db;
  gateway: Pick<PaymentProvider, 'refund'>;
  metrics: Pick<ShopMetrics, 'paymentOutcome'>;
  transitions: Pick<OrderTransitions, 'transition'>;
}

/**
 * Refunds a payment its order could not be had for, and cancels the order unless it was paid meanwhile; the
 * shopper's message is kept on the order for a later attempt.
 */
export async function refundAndCancel(
  { db, gateway, metrics, transitions }: UnfulfilledPaymentDeps,
  order: OrderRow,
  paymentId: string,
  amount: number,
  reason: string,
  message: Message,
): Promise<void> {
  // Nothing was sold, so nothing is invoiced or credited: the money simply goes back.
  await gateway.refund(paymentId, { amount, reference: `unfulfilled-${order.id}` });
  metrics.paymentOutcome('refunded');
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || locked.paymentStatus === 'PAID') return;
    const set = {
      paymentStatus: 'REFUNDED' as const,
      providerPaymentId: paymentId,
      // The shopper's message again on a later attempt, in their language: its English and its reference.
      paymentFailure: {
        reason,
        description: englishText(message),
        message: messageRef(message.code, message.params),
        paymentId,
      },
      updatedAt: new Date(),
    };
    // Still waiting for its payment: the shop cancels it. Cancelled already (not paid in time): it stays so.
    const cancelled = await transitions.transition(
      tx,
      locked,
      'CANCELLED',
      { mover: 'SYSTEM' },
      { note: englishText(message), set },
    );
    if (!cancelled.ok) await tx.update(orders).set(set).where(eq(orders.id, order.id));
  });
}
