import { BulkShipmentsSchema, CreateShipmentSchema, FailedDeliveryActionSchema } from '@shop/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { uuidParam } from '../../http/query.ts';
import { BULK_BOOKING_TIMEOUT_MS } from './shipping-desk.ts';

const OrderParams = z.object({ id: uuidParam('id') });
const DocumentQuery = z.object({
  ids: z
    .string({ error: 'ids must list shipment ids, separated by commas' })
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(uuidParam('Each id')).min(1, 'ids must list shipment ids').max(50, 'At most 50 shipments')),
});

const pdf = (reply: FastifyReply, bytes: Uint8Array, filename: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));

/** docs/shipments.md#the-back-office: booking couriers, labels and manifests, and the failed deliveries queue. */
export async function shippingAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shipments, orderAdminQueries } = app.services;
  const staff = { role: 'STAFF' } as const;

  app.get('/orders/:id/couriers', { config: staff, schema: { params: OrderParams } }, async (request) =>
    ok(await shipments.booking.couriersFor(request.params.id)),
  );

  app.post(
    '/orders/:id/shipment',
    { config: staff, schema: { params: OrderParams, body: CreateShipmentSchema } },
    async (request) => {
      const user = currentUser(request);
      const row = await shipments.booking.createShipment(request.params.id, request.body.courierId, user);
      await shipments.booking.requestPickup([row]);
      const order = await orderAdminQueries.get(request.params.id, user.role);
      return ok(order, `Shipment booked with ${row.courierName}, AWB ${row.awb}`);
    },
  );

  app.get(
    '/orders/:id/shipment/label',
    { config: staff, schema: { params: OrderParams } },
    async (request, reply) =>
      pdf(reply, await shipments.desk.labelPdf(request.params.id), `label-${request.params.id}.pdf`),
  );

  app.delete('/orders/:id/shipment', { config: staff, schema: { params: OrderParams } }, async (request) => {
    const user = currentUser(request);
    await shipments.booking.cancelShipment(request.params.id, user);
    return ok(await orderAdminQueries.get(request.params.id, user.role), 'Shipment cancelled');
  });

  app.post(
    '/orders/:id/ndr',
    { config: staff, schema: { params: OrderParams, body: FailedDeliveryActionSchema } },
    async (request) => {
      const user = currentUser(request);
      await shipments.desk.failedDelivery(request.params.id, request.body, user);
      const message =
        request.body.action === 'rto'
          ? 'Return to origin asked of the courier'
          : 'Re-attempt asked of the courier';
      return ok(await orderAdminQueries.get(request.params.id, user.role), message);
    },
  );

  app.post(
    '/orders/:id/return-pickup',
    { config: staff, schema: { params: OrderParams } },
    async (request) => {
      const user = currentUser(request);
      const row = await shipments.returns.book(request.params.id, user);
      const order = await orderAdminQueries.get(request.params.id, user.role);
      return ok(order, `Return pickup booked${row.awb ? `, AWB ${row.awb}` : ''}`);
    },
  );

  app.post('/shipments', { config: staff, schema: { body: BulkShipmentsSchema } }, async (request) => {
    // Its own socket only, for this request (Node sets the keep-alive timeout after the answer). app.inject's
    // stand-in socket has no timeout to set.
    request.socket.setTimeout?.(BULK_BOOKING_TIMEOUT_MS);
    const result = await shipments.desk.createShipments(request.body.orderIds, currentUser(request));
    return ok(result, `${result.created.length} shipments booked, ${result.failed.length} failed`);
  });

  app.get(
    '/shipments/labels',
    { config: staff, schema: { querystring: DocumentQuery } },
    async (request, reply) =>
      pdf(reply, await shipments.desk.documentPdf('labels', request.query.ids), 'labels.pdf'),
  );

  app.get(
    '/shipments/manifest',
    { config: staff, schema: { querystring: DocumentQuery } },
    async (request, reply) =>
      pdf(reply, await shipments.desk.documentPdf('manifest', request.query.ids), 'manifest.pdf'),
  );

  app.get('/shipping/failed-deliveries', { config: staff }, async () =>
    ok(await shipments.views.failedDeliveries()),
  );
}
