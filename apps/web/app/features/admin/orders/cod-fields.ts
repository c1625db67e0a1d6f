import type { AdminOrder, AdminOrderRow, CodConfirmer, OrderRisk } from '@shop/shared';

/**
 * docs/cod.md: what the back office's orders carry for cash on delivery (`GET /admin/orders`, `GET
 * /admin/orders/{id}`). Read as optional here: the shared admin order types gain these names with the API's change.
 */
export interface CodAdminFields {
  paymentMethod?: string;
  risk?: OrderRisk | null;
  codFeePaise?: number | null;
  codConfirmedAt?: string | null;
  codConfirmedBy?: CodConfirmer | null;
  riskClearedAt?: string | null;
}

export type CodAdminOrderRow = AdminOrderRow & CodAdminFields;
export type CodAdminOrder = AdminOrder & CodAdminFields;

export const isCod = (order: CodAdminFields) => order.paymentMethod === 'COD';

/** A COD order the team must still act on: not confirmed by anyone, or high risk and not cleared. */
export function needsTeamConfirmation(order: CodAdminOrder): boolean {
  if (!isCod(order) || (order.orderStatus !== 'PLACED' && order.orderStatus !== 'CONFIRMED')) return false;
  const unconfirmed = !order.codConfirmedAt && order.orderStatus === 'PLACED';
  const uncleared = order.risk?.level === 'high' && !order.riskClearedAt;
  return unconfirmed || uncleared;
}
