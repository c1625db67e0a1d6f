import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { IMAGE_WIDTHS, msg } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeOf } from '../../adapters/storage/content-type.ts';
import { safeKey } from '../../adapters/storage/storage.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { resizedKey } from './uploads.service.ts';

/** Widths a browser may ask for; a fixed list keeps the resize cache bounded. */
const WIDTHS = IMAGE_WIDTHS.map(String) as [string, ...string[]];
const RESIZABLE = /\.(webp|png|jpe?g)$/i;
const CACHE_CONTROL = 'public, max-age=604800, immutable';

const UploadQuery = z.object({
  w: z.enum(WIDTHS, { error: `w must be one of ${WIDTHS.join(', ')}` }).optional(),
});

export interface UploadsRoutesOptions {
  /** The folders of local storage, served from disk with ranges and ETags; unset when uploads are in a bucket. */
  local?: { uploadsDir: string; cacheDir: string };
}

/**
 * `/uploads/{file}` serves uploaded and seeded files; `?w=640` serves a WebP resized to that width, made once and
 * kept beside the uploads in their storage, so pages can offer `srcset` without storing every size up front.
 * With a public address for uploads (a CDN) both redirect there: the URLs already in pages and articles go on
 * working, and the bytes come from the CDN.
 */
export async function uploadsRoutes(fastify: FastifyInstance, options: UploadsRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { uploads } = app.services;
  const local = options.local && {
    uploads: path.resolve(options.local.uploadsDir),
    cache: path.resolve(options.local.cacheDir),
  };
  if (local) {
    await Promise.all([mkdir(local.uploads, { recursive: true }), mkdir(local.cache, { recursive: true })]);
    await app.register(fastifyStatic, { root: [local.uploads, local.cache], serve: false, index: false });
  }

  app.get('/uploads/*', { schema: { querystring: UploadQuery } }, async (request, reply) => {
    const file = safeKey((request.params as { '*': string })['*']);
    if (!file) throw new NotFoundError(msg('file.notFound'));
    const width = request.query.w && RESIZABLE.test(file) ? Number(request.query.w) : undefined;
    const elsewhere = uploads.publicUrl(file, width);
    if (elsewhere) {
      const there = width === undefined ? await uploads.has(file) : await uploads.ensureResized(file, width);
      if (!there) throw new NotFoundError(msg('file.notFound'));
      // The target never changes (names are never reused), so browsers and nginx may keep the redirect.
      return reply.header('cache-control', CACHE_CONTROL).redirect(elsewhere, 302);
    }
    reply.header('cache-control', CACHE_CONTROL);
    if (local) {
      if (width === undefined) return reply.sendFile(file, local.uploads, { cacheControl: false });
      if (!(await uploads.ensureResized(file, width))) throw new NotFoundError(msg('file.notFound'));
      return reply.type('image/webp').sendFile(resizedKey(file, width), local.cache, { cacheControl: false });
    }
    const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
    const stored =
      width === undefined ? await uploads.open(file, range) : await uploads.openResized(file, width);
    if (!stored) throw new NotFoundError(msg('file.notFound'));
    reply
      .type(width === undefined ? (stored.contentType ?? contentTypeOf(file)) : 'image/webp')
      .header('content-length', stored.length)
      .header('accept-ranges', 'bytes');
    if (stored.contentRange) reply.code(206).header('content-range', stored.contentRange);
    return reply.send(stored.body);
  });
}
