import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../http/query.ts';
import { refuse } from '../../http/refusal.ts';
import { sendPdf } from './invoice-reply.ts';
import { DOCUMENT_STATUS } from './invoices.routes.ts';

/** docs/orders.md#invoices-and-credit-notes: the team downloads any order's tax invoice and credit notes. */
export async function invoicesAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { invoices } = app.services;

  app.get(
    '/orders/:id/invoice',
    { config: { role: 'STAFF' }, schema: { params: z.object({ id: uuidParam('id') }) } },
    async (request, reply) => {
      const pdf = await invoices.invoiceFor({ staff: true }, request.params.id);
      if (!pdf.ok) refuse(pdf, DOCUMENT_STATUS);
      return sendPdf(reply, pdf);
    },
  );

  app.get(
    '/orders/:id/credit-notes/:refundId',
    {
      config: { role: 'STAFF' },
      schema: { params: z.object({ id: uuidParam('id'), refundId: uuidParam('refundId') }) },
    },
    async (request, reply) => {
      const pdf = await invoices.creditNoteFor({ staff: true }, request.params.id, request.params.refundId);
      if (!pdf.ok) refuse(pdf, DOCUMENT_STATUS);
      return sendPdf(reply, pdf);
    },
  );
}
