import type { AdminOrder, AdminOrderCod } from '@shop/shared';

// docs/cod.md: what the back office's orders carry for cash on delivery is AdminOrderCod (packages/shared).

export const isCod = (order: Pick<AdminOrderCod, 'paymentMethod'>) => order.paymentMethod === 'COD';

/** A COD order the team must still act on: not confirmed by anyone, or high risk and not cleared. */
export function needsTeamConfirmation(order: AdminOrder): boolean {
  if (!isCod(order) || (order.orderStatus !== 'PLACED' && order.orderStatus !== 'CONFIRMED')) return false;
  const unconfirmed = !order.codConfirmedAt && order.orderStatus === 'PLACED';
  const uncleared = order.risk?.level === 'high' && !order.riskClearedAt;
  return unconfirmed || uncleared;
}
