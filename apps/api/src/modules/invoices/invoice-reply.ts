import type { FastifyReply } from 'fastify';
import type { PdfFile } from './invoice.service.ts';

/** Answers a document as a PDF download, named after its number (slashes made dashes). */
export function sendPdf(reply: FastifyReply, file: PdfFile): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.content);
}
