import { once } from 'node:events';
import { crc32, createDeflate } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A whole, valid PNG of one colour, `width` × `height`, written by hand: one palette entry and rows of zeros,
 * deflated as they are written, so a 16,000 × 16,000 image is a quarter of a megabyte and never whole in this
 * process's memory. Decoding it is what costs (libvips expands it to 3 bytes a pixel).
 */
export async function solidPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per palette index
  header[9] = 3; // colour type: palette
  const deflate = createDeflate({ level: 6 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = once(deflate, 'end');
  // Each row: filter type 0, then one palette index per pixel.
  const row = Buffer.alloc(1 + width);
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from([200, 120, 40])),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
