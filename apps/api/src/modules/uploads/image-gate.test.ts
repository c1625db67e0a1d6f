import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/large-png.ts';
import { ServiceUnavailableError } from '../../domain/errors.ts';
import { ImageGate, ImageRefusedError } from './image-gate.ts';

const small = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c87828' } })
    .png()
    .toBuffer();

/** A promise and the function that settles it, for work the test holds in progress. */
function held() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
}

describe('the image gate', () => {
  it('refuses an image over the pixel limit from its header, saying by how much, without decoding it', async () => {
    const gate = new ImageGate({ maxMegapixels: 40 });
    let decoded = false;
    const work = async () => {
      decoded = true;
    };
    await expect(gate.process(await solidPng(16_000, 16_000), work)).rejects.toThrow(
      new ImageRefusedError('This image is 256 megapixels; the largest accepted is 40'),
    );
    await expect(gate.process(await solidPng(10_000, 5_000), work)).rejects.toThrow(
      'This image is 50 megapixels; the largest accepted is 40',
    );
    expect(decoded).toBe(false);
    // Exactly at the limit is accepted.
    expect(await gate.check(await solidPng(8_000, 5_000))).toEqual({
      format: 'png',
      width: 8000,
      height: 5000,
    });
  });

  it('refuses bytes that are not a readable image', async () => {
    const gate = new ImageGate();
    await expect(gate.check(Buffer.from('not an image at all'))).rejects.toThrow(ImageRefusedError);
    const png = await small();
    // A PNG cut short: its header reads, its pixels do not.
    await expect(
      gate.process(png.subarray(0, 40), (open) => open(png.subarray(0, 40)).webp().toBuffer()),
    ).rejects.toThrow('This image could not be read; it may be damaged');
  });

  it('decodes one image at a time, and answers 503 with a wait once its short queue is full', async () => {
    const gate = new ImageGate({ queueLength: 2 });
    const png = await small();
    const order: string[] = [];
    const first = held();
    const running = [
      gate.process(png, async () => {
        order.push('first started');
        await first.done;
        order.push('first finished');
      }),
    ];
    // Header checks finish in any order (libvips' threads): the others are sent once the first holds the gate.
    await expect.poll(() => order, { timeout: 15_000 }).toEqual(['first started']);
    running.push(
      gate.process(png, async () => {
        order.push('second started');
      }),
    );
    await expect.poll(() => gate.waiting, { timeout: 15_000 }).toBe(1);
    running.push(
      gate.process(png, async () => {
        order.push('third started');
      }),
    );
    await expect.poll(() => gate.waiting, { timeout: 15_000 }).toBe(2);
    const refused = await gate.process(png, async () => {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect(refused).toMatchObject({ statusCode: 503, retryAfterSeconds: expect.any(Number) });
    expect(order).toEqual(['first started']);
    first.release();
    await Promise.all(running);
    expect(order).toEqual(['first started', 'first finished', 'second started', 'third started']);
    // The queue drained, so the gate takes work again.
    expect(await gate.process(png, async (open) => (await open(png).metadata()).width)).toBe(40);
  });
});
