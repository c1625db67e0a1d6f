import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { IMAGE_WIDTHS } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../domain/errors.ts';
import { resizedPath, resizeToWebp } from './uploads.service.ts';

/** Widths a browser may ask for; a fixed list keeps the resize cache bounded. */
const WIDTHS = IMAGE_WIDTHS.map(String) as [string, ...string[]];
const RESIZABLE = /\.(webp|png|jpe?g)$/i;
const CACHE_CONTROL = 'public, max-age=604800, immutable';

const UploadQuery = z.object({
  w: z.enum(WIDTHS, { error: `w must be one of ${WIDTHS.join(', ')}` }).optional(),
});

/**
 * `/uploads/{file}` serves uploaded and seeded files; `?w=640` serves a WebP resized to that width, made once and
 * kept under DATA_DIR/cache, so pages can offer `srcset` without storing every size up front.
 */
export async function uploadsRoutes(
  fastify: FastifyInstance,
  options: { uploadsDir: string; cacheDir: string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const uploadsRoot = path.resolve(options.uploadsDir);
  const cacheRoot = path.resolve(options.cacheDir);
  await Promise.all([mkdir(uploadsRoot, { recursive: true }), mkdir(cacheRoot, { recursive: true })]);
  await app.register(fastifyStatic, { root: [uploadsRoot, cacheRoot], serve: false, index: false });
  const resizing = new Map<string, Promise<void>>();

  app.get('/uploads/*', { schema: { querystring: UploadQuery } }, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const source = path.resolve(uploadsRoot, file);
    if (!source.startsWith(`${uploadsRoot}${path.sep}`)) throw new NotFoundError('File not found');
    reply.header('cache-control', CACHE_CONTROL);
    const width = request.query.w;
    if (!width || !RESIZABLE.test(file)) {
      return reply.sendFile(path.relative(uploadsRoot, source), uploadsRoot, { cacheControl: false });
    }
    const target = resizedPath(cacheRoot, path.relative(uploadsRoot, source), Number(width));
    const relative = path.relative(cacheRoot, target);
    if (!(await exists(target))) {
      if (!(await exists(source))) throw new NotFoundError('File not found');
      let job = resizing.get(target);
      if (!job) {
        job = resizeToWebp(source, target, Number(width)).finally(() => resizing.delete(target));
        resizing.set(target, job);
      }
      await job;
    }
    return reply.type('image/webp').sendFile(relative, cacheRoot, { cacheControl: false });
  });
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
