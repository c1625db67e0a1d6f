import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UserInputError } from '../../domain/errors.ts';
import { currentUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { uuidParam } from '../../http/query.ts';
import { refuse } from '../../http/refusal.ts';
import { RemittanceFileError } from './remittance-csv.ts';

/** A remittance report of 20,000 lines is well under this. */
const REPORT_MAX_BYTES = 4 * 1024 * 1024;

/**
 * docs/cod.md: an admin imports the courier's COD remittance report (CSV, field `file`); the team sees the
 * delivered orders whose cash has not come in, and puts a COD parcel back from a return to origin on the shelf.
 */
export async function codRemittancesAdminRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, { limits: { fileSize: REPORT_MAX_BYTES, files: 1, fields: 2 } });
  const { codRemittances, rtoChecks } = fastify.services;
  const chooseFile = { file: 'Choose the remittance report (CSV)' };

  fastify.post('/cod-remittances', { config: { role: 'ADMIN' } }, async (request) => {
    if (!request.isMultipart()) throw new UserInputError('Send the report as a form upload', chooseFile);
    const part = await request.file();
    if (part?.fieldname !== 'file')
      throw new UserInputError('Choose the remittance report (CSV)', chooseFile);
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new UserInputError('The report is too large: at most 4 MB', { file: 'At most 4 MB' });
      }
      throw error;
    }
    try {
      const outcome = await codRemittances.importCsv(currentUser(request), data);
      const summary = `${outcome.matched} matched, ${outcome.alreadyRemitted} already remitted, ${outcome.mismatches.length} to check`;
      return ok(outcome, `Remittance imported: ${summary}`);
    } catch (error) {
      if (error instanceof RemittanceFileError)
        throw new UserInputError(error.message, { file: error.message });
      throw error;
    }
  });

  fastify.post(
    '/orders/:id/rto-check',
    {
      config: { role: 'STAFF' },
      schema: {
        params: z.object({ id: uuidParam('id') }),
        body: z.object({
          note: z.string().trim().max(500, 'Keep the note under 500 characters').default(''),
        }),
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const { note } = request.body as { note: string };
      const checked = await rtoChecks.check(currentUser(request), id, note);
      if (!checked.ok) refuse(checked, { not_returned: 409, already_checked: 409 });
      return ok(checked, `Parcel checked: ${checked.units} back in stock`);
    },
  );

  fastify.get('/cod-remittances/overdue', { config: { role: 'STAFF' } }, async () =>
    ok(await codRemittances.overdue()),
  );
}
