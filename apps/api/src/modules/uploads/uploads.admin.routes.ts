import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UserInputError } from '../../domain/errors.ts';
import { ok } from '../../http/envelope.ts';
import { VIDEO_MAX_BYTES } from './uploads.service.ts';

/** POST /admin/uploads: one image or video (field `file`) for a catalog or content form; answers `{ file }`. */
export async function uploadsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  // The largest thing anyone uploads is a video; the service holds images to their own, smaller limit.
  await fastify.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 5 } });
  const { uploads } = fastify.services;

  fastify.post('/uploads', { config: { role: 'STAFF' } }, async (request) => {
    if (!request.isMultipart())
      throw new UserInputError('Send the file as a form upload', { file: 'Choose a file' });
    const part = await request.file();
    if (part?.fieldname !== 'file') throw new UserInputError('Choose a file', { file: 'Choose a file' });
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new UserInputError('The file is too large: at most 10 MB for an image, 50 MB for a video', {
          file: 'The file is too large: at most 10 MB for an image, 50 MB for a video',
        });
      }
      throw error;
    }
    return ok({ file: await uploads.store(data) }, 'File uploaded');
  });
}
