// docs/cod.md#remittances: the courier's COD remittance report imported, and the cash still out.

/** Why a line of a remittance report matched no order. */
export type RemittanceMismatchReason =
  | 'unreadable'
  | 'unknown_awb'
  | 'order_mismatch'
  | 'not_cod'
  | 'amount_mismatch'
  | 'already_remitted'
  | 'not_delivered';

export const REMITTANCE_MISMATCH_LABELS: Record<RemittanceMismatchReason, string> = {
  unreadable: 'Line could not be read',
  unknown_awb: 'No parcel has this AWB',
  order_mismatch: 'Names another order',
  not_cod: 'Order was paid online',
  amount_mismatch: 'Different amount',
  already_remitted: 'Remitted before, under another UTR',
  not_delivered: 'Not delivered yet, as far as the shop knows',
};

export interface RemittanceMismatch {
  line: number;
  reason: RemittanceMismatchReason;
  awb?: string;
  /** The shop's order number, when the AWB found one. */
  orderId?: string;
  /** Paise the report says were remitted, and the cash the courier was to collect. */
  amountPaise?: number;
  expectedPaise?: number;
  detail?: string;
}

/** `POST /admin/cod-remittances`: what an import did. */
export interface RemittanceImport {
  matched: number;
  /** Lines already applied by an earlier import (the same order, UTR and amount): nothing changed. */
  alreadyRemitted: number;
  mismatches: RemittanceMismatch[];
}

/** `GET /admin/cod-remittances/overdue`: a COD order delivered whose cash has not come in. */
export interface OverdueRemittance {
  /** The order's database id, for its link. */
  id: string;
  orderId: string;
  deliveredAt: string;
  amountPaise: number;
  awb: string | null;
  courierName: string | null;
}
