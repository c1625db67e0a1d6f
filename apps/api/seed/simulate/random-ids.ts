import { mulberry32 } from '../data/random.ts';

/** A number in [0, 1) from a seeded generator: the same seed gives the same shop. */
export type Random = () => number;

/** A generator of its own for each part of the shop, so a change in one part leaves the others' rows alone. */
export function streamOf(seed: number, part: string): Random {
  let hash = seed >>> 0;
  for (const char of part) hash = Math.imul(hash ^ char.charCodeAt(0), 0x9e3779b1) >>> 0;
  return mulberry32(hash);
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function mix32(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * Version 4 UUIDs for one kind of row: a count in the last twelve digits keeps them unique (a generator's
 * numbers could repeat across millions of rows), the rest drawn from the kind and the count so they scatter over
 * an index as the shop's random ones do.
 */
export function idsFor(seed: number, part: string): () => string {
  let partHash = seed >>> 0;
  for (const char of part) partHash = mix32(partHash ^ char.charCodeAt(0));
  let count = 0;
  return () => {
    count++;
    const head = mix32(partHash ^ count);
    const middle = mix32(head ^ partHash);
    const hex = (value: number, bytes: number) =>
      Array.from({ length: bytes }, (_, i) => HEX[(value >>> (8 * (bytes - 1 - i))) & 0xff]).join('');
    const tail = `${hex(Math.floor(count / 2 ** 32) & 0xffff, 2)}${hex(count >>> 0, 4)}`;
    return `${hex(head, 4)}-${hex(middle >>> 16, 2)}-4${hex(middle & 0xfff, 2).slice(1)}-${HEX[0x80 | ((partHash >>> 8) & 0x3f)]}${HEX[partHash & 0xff]}-${tail}`;
  };
}

/** `length` characters of [0-9A-Za-z], as gateways write their ids (pay_…, order_…). */
export function tokenFrom(random: Random, length: number): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let token = '';
  for (let i = 0; i < length; i++) token += alphabet[Math.floor(random() * alphabet.length)];
  return token;
}

/** An index into `weights`, each as likely as its weight. */
export function weightedIndex(random: Random, weights: readonly number[], total: number): number {
  let roll = random() * total;
  for (let index = 0; index < weights.length - 1; index++) {
    roll -= weights[index] as number;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}
