import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, uuidParam } from '../../http/query.ts';

const AuditQuery = z.object({
  ...adminPaging,
  entityType: z.string().max(50, 'entityType is too long').optional(),
  entityId: z.string().max(100, 'entityId is too long').optional(),
  actorId: uuidParam('actorId').optional(),
});

/** GET /admin/audit: who changed what, newest first. */
export async function auditAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { audit } = app.services;
  app.get('/audit', { config: { role: 'ADMIN' }, schema: { querystring: AuditQuery } }, async (request) =>
    list(await audit.list(request.query)),
  );
  app.get('/audit/entityTypes', { config: { role: 'ADMIN' } }, async () => ok(await audit.entityTypes()));
}
