import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { uuidParam } from '../../http/query.ts';
import { refuse } from '../../http/refusal.ts';
import type { DocumentRefused } from './invoice.service.ts';
import { sendPdf } from './invoice-reply.ts';

/** A document asked for before it exists (an unpaid order, a refund still with the gateway) conflicts with the order's state. */
export const DOCUMENT_STATUS: Record<DocumentRefused['reason'], number> = {
  not_invoiced: 409,
  not_settled: 409,
};

/** docs/orders.md#invoices-and-credit-notes: a shopper downloads the tax invoice and credit notes of their own orders. */
export async function invoicesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { invoices } = app.services;

  app.get(
    '/orders/userOrders/:id/invoice',
    { preHandler: app.authenticate, schema: { params: z.object({ id: uuidParam('id') }) } },
    async (request, reply) => {
      const pdf = await invoices.invoiceFor({ userId: currentUser(request).id }, request.params.id);
      if (!pdf.ok) refuse(pdf, DOCUMENT_STATUS);
      return sendPdf(reply, pdf);
    },
  );

  app.get(
    '/orders/userOrders/:id/credit-notes/:refundId',
    {
      preHandler: app.authenticate,
      schema: { params: z.object({ id: uuidParam('id'), refundId: uuidParam('refundId') }) },
    },
    async (request, reply) => {
      const pdf = await invoices.creditNoteFor(
        { userId: currentUser(request).id },
        request.params.id,
        request.params.refundId,
      );
      if (!pdf.ok) refuse(pdf, DOCUMENT_STATUS);
      return sendPdf(reply, pdf);
    },
  );
}
