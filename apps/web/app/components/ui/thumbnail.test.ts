import { describe, expect, it } from 'vitest';
import { thumbnailWidth } from './thumbnail.tsx';

describe('thumbnailWidth', () => {
  it('picks the narrowest file at least twice the shown size', () => {
    expect(thumbnailWidth(64)).toBe(160);
    expect(thumbnailWidth(80)).toBe(160);
    expect(thumbnailWidth(88)).toBe(320);
    expect(thumbnailWidth(112)).toBe(320);
  });

  it('falls back to the widest file for a very large picture', () => {
    expect(thumbnailWidth(2000)).toBe(1600);
  });
});
