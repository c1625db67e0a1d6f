import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../domain/errors.ts';
import { list, ok } from '../../http/envelope.ts';
import { adminPaging, searchParam, uuidParam } from '../../http/query.ts';

/** docs/operations.md#background-jobs: the team sees failed jobs and why; only an admin runs one again. */
export async function jobsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { jobs } = app.services;
  const names = jobs.names() as [string, ...string[]];

  app.get(
    '/jobs/failed',
    {
      config: { role: 'STAFF' },
      schema: {
        querystring: z.object({
          ...adminPaging,
          search: searchParam,
          name: z.enum(names, { error: `name must be one of ${names.join(', ')}` }).optional(),
        }),
      },
    },
    async (request) => list(await jobs.failedJobs(request.query)),
  );
  app.get('/jobs/stats', { config: { role: 'STAFF' } }, async () => ok(await jobs.stats()));
  app.post(
    '/jobs/:id/retry',
    { config: { role: 'ADMIN' }, schema: { params: z.object({ id: uuidParam('id') }) } },
    async (request) => {
      if (!(await jobs.retry(request.params.id))) throw new NotFoundError('No failed job with this id');
      return ok({ _id: request.params.id }, 'The job will run again shortly');
    },
  );
}
