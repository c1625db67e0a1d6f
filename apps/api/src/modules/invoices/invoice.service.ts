import { brand, msg } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoicePdfs } from '../../db/schema.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Refusal, refusal } from '../../domain/refusal.ts';
import type { OrderLineRow, OrderQueriesService } from '../orders/order-queries.service.ts';
import { placedAtOf } from '../orders/order-state-machine.ts';
import type { OrderRow } from '../orders/orders.dto.ts';
import type { RefundRow, RefundsService } from '../orders/refunds.service.ts';
import { amountInWords } from './amount-in-words.ts';
import { creditNote, type TaxedDocument, taxInvoice } from './gst.ts';
import { gstState } from './gst-states.ts';
import { renderTaxDocumentPdf } from './invoice-pdf.ts';
import type { TaxDocument } from './tax-document.ts';

export interface PdfFile {
  filename: string;
  content: Buffer;
}

export type DocumentRefused = Refusal<'not_invoiced' | 'not_settled'>;
export type PdfOutcome = ({ ok: true } & PdfFile) | DocumentRefused;

/** The queue job that draws and keeps a paid order's invoice. */
export const INVOICE_JOB = 'invoice.issue';

/** Who asks for a document: the back office sees every order, a shopper only their own paid ones. */
export type DocumentReader = { staff: true } | { userId: string };

/**
 * docs/orders.md#invoices-and-credit-notes: the GST tax invoice of a paid order and a credit note for each
 * completed refund, drawn from the order as it was sold (its lines keep the HSN code and rate of the sale) and
 * rendered as PDF. An invoice is drawn once, by the `invoice.issue` job after the payment (or by whatever asks
 * for it first), and kept as issued in `invoice_pdfs`; a credit note is drawn on request from the order's record.
 */
export class InvoicesService {
  constructor(
    private readonly db: Db,
    private readonly orderQueries: Pick<OrderQueriesService, 'findWithLines'>,
    private readonly refunds: Pick<RefundsService, 'listForOrder'>,
  ) {}

  /** The order's invoice as issued, drawn and kept now if it was not yet; null when the order has none. */
  async invoicePdf(orderDbId: string): Promise<PdfFile | null> {
    const stored = await this.#stored(orderDbId);
    if (stored) return stored;
    const found = await this.orderQueries.findWithLines(orderDbId);
    if (!found?.order.invoiceNumber) return null;
    const file = await pdfFile(invoiceDocument(found.order, found.lines));
    // Two drawing at once (the job and an early download): the first kept is the invoice, for both.
    await this.db
      .insert(invoicePdfs)
      .values({ orderId: orderDbId, filename: file.filename, pdf: file.content })
      .onConflictDoNothing();
    return (await this.#stored(orderDbId)) ?? file;
  }

  async #stored(orderDbId: string): Promise<PdfFile | null> {
    const [row] = await this.db
      .select({ filename: invoicePdfs.filename, content: invoicePdfs.pdf })
      .from(invoicePdfs)
      .where(eq(invoicePdfs.orderId, orderDbId));
    return row ?? null;
  }

  async invoiceFor(reader: DocumentReader, orderDbId: string): Promise<PdfOutcome> {
    const { order, lines } = await this.#readable(reader, orderDbId);
    if (!order.invoiceNumber) {
      return refusal('not_invoiced', msg('invoice.none'));
    }
    const issued = await this.invoicePdf(order.id);
    return { ok: true, ...(issued ?? (await pdfFile(invoiceDocument(order, lines)))) };
  }

  async creditNoteFor(reader: DocumentReader, orderDbId: string, refundId: string): Promise<PdfOutcome> {
    const { order, lines } = await this.#readable(reader, orderDbId);
    const refund = (await this.refunds.listForOrder(order.id)).find((row) => row.id === refundId);
    if (!refund) throw new NotFoundError(msg('invoice.refundNotFound'));
    // A reversed payout's credit note stands: the goods came back, and the money is still owed on it.
    const issued = refund.status === 'PROCESSED' || refund.status === 'REVERSED';
    if (!issued || !refund.creditNoteNumber || !order.invoiceNumber) {
      return refusal(
        'not_settled',
        refund.status === 'FAILED' ? msg('invoice.refundFailed') : msg('invoice.creditNoteLater'),
      );
    }
    return { ok: true, ...(await pdfFile(creditNoteDocument(order, lines, refund))) };
  }

  async #readable(reader: DocumentReader, orderDbId: string) {
    const found = await this.orderQueries.findWithLines(orderDbId);
    // A shopper's view matches their order list: their own orders, once payment was at least tried.
    const visible =
      found &&
      ('staff' in reader ||
        (found.order.userId === reader.userId && found.order.paymentStatus !== 'PENDING'));
    if (!visible) throw new NotFoundError(msg('order.notFound'));
    return found;
  }
}

async function pdfFile(document: TaxDocument): Promise<PdfFile> {
  return {
    filename: `${document.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
    content: await renderTaxDocumentPdf(document),
  };
}

/** The invoice's amounts from the order's lines and discounts; they must come to what was paid, to the paisa. */
export function invoiceAmounts(order: OrderRow, lines: readonly OrderLineRow[]): TaxedDocument {
  const amounts = taxInvoice({
    lines: lines.map((line) => ({
      description: `${line.name} (${line.sizeTitle})`,
      hsnCode: line.hsnCode,
      qty: line.qty,
      unitPricePaise: line.salePricePaise,
      gstRatePercent: line.gstRatePercent,
    })),
    discountPaise: order.bundleDiscountPaise + order.couponDiscountPaise,
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    intraState: placeOfSupply(order).intraState,
  });
  if (amounts.totals.totalPaise !== order.totalAmountPaise) {
    throw new Error(
      `Order ${order.orderId}: invoice lines come to ${amounts.totals.totalPaise} paise, the order to ${order.totalAmountPaise}`,
    );
  }
  return amounts;
}

/**
 * GST's place of supply for goods sold to a consumer is where they are delivered: the shipping address, else the
 * billing address; an order with neither is supplied where the seller is.
 */
export function placeOfSupply(order: Pick<OrderRow, 'shippingAddress' | 'billingAddress'>): {
  name: string;
  code: string | null;
  intraState: boolean;
} {
  const named = order.shippingAddress?.state || order.billingAddress?.state || brand.tax.state;
  const known = gstState(named);
  const name = known?.name ?? named.trim();
  return { name, code: known?.code ?? null, intraState: known?.code === brand.tax.stateCode };
}

function seller(): TaxDocument['seller'] {
  const { address } = brand;
  return {
    name: brand.name,
    legalName: brand.legalName,
    addressLines: [
      `${address.line1}, ${address.line2}`,
      `${address.city} ${address.pincode}, ${address.state}, ${address.country}`,
    ],
    gstin: brand.tax.gstin,
    state: { name: brand.tax.state, code: brand.tax.stateCode },
    email: brand.email,
    phone: brand.phone,
  };
}

function common(
  order: OrderRow,
): Omit<TaxDocument, 'kind' | 'number' | 'issuedAt' | 'amounts' | 'amountInWords'> {
  const place = placeOfSupply(order);
  return {
    seller: seller(),
    buyer: {
      name: order.contactName || order.billingAddress?.name || order.shippingAddress?.name || 'Customer',
      mobile: order.contactMobile,
      email: order.contactEmail,
      billingAddress: order.billingAddress ?? order.shippingAddress ?? null,
      shippingAddress: order.shippingAddress ?? null,
    },
    placeOfSupply: { name: place.name, code: place.code },
    order: {
      orderId: order.orderId,
      placedAt: placedAtOf(order),
      paymentMethod: order.paymentMethod,
      paymentId: order.providerPaymentId,
    },
  };
}

export function invoiceDocument(order: OrderRow, lines: readonly OrderLineRow[]): TaxDocument {
  if (!order.invoiceNumber) throw new Error(`Order ${order.orderId} has no invoice number`);
  const amounts = invoiceAmounts(order, lines);
  return {
    kind: 'TAX_INVOICE',
    number: order.invoiceNumber,
    issuedAt: order.invoicedAt ?? order.paidAt ?? order.createdAt,
    ...common(order),
    amounts,
    amountInWords: amountInWords(amounts.totals.totalPaise),
  };
}

export function creditNoteDocument(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  refund: RefundRow,
): TaxDocument {
  if (!order.invoiceNumber || !refund.creditNoteNumber) {
    throw new Error(`Refund ${refund.id} has no credit note number or invoice to stand against`);
  }
  const amounts = creditNote(invoiceAmounts(order, lines), refund.amountPaise);
  return {
    kind: 'CREDIT_NOTE',
    number: refund.creditNoteNumber,
    issuedAt: refund.processedAt ?? refund.createdAt,
    ...common(order),
    against: {
      number: order.invoiceNumber,
      issuedAt: order.invoicedAt ?? order.paidAt ?? order.createdAt,
      reason: refund.reason,
    },
    amounts,
    amountInWords: amountInWords(amounts.totals.totalPaise),
  };
}
