import type { OrderAddress } from '@shop/shared';
import type { TaxedDocument } from './gst.ts';

// The tax document as the invoice service issues it and the PDF renderer draws it: a file of its own, so that
// the renderer needs nothing of the service that calls it.

/** A tax invoice or a credit note, everything its PDF prints. */
export interface TaxDocument {
  kind: 'TAX_INVOICE' | 'CREDIT_NOTE';
  number: string;
  issuedAt: Date;
  seller: {
    name: string;
    legalName: string;
    addressLines: string[];
    gstin: string;
    state: { name: string; code: string };
    email: string;
    phone: string;
  };
  buyer: {
    name: string;
    mobile: string | null;
    email: string | null;
    billingAddress: OrderAddress | null;
    shippingAddress: OrderAddress | null;
  };
  /** Where the goods are delivered; the code is null for a state GST does not know. */
  placeOfSupply: { name: string; code: string | null };
  order: { orderId: string; placedAt: Date; paymentMethod: string; paymentId: string | null };
  /** A credit note's invoice, and why it was issued. */
  against?: { number: string; issuedAt: Date; reason: string };
  amounts: TaxedDocument;
  amountInWords: string;
}
