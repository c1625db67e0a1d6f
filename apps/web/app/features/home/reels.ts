import type { InstagramReel } from '#app/lib/types.ts';

export interface Reel {
  /** Video file URL (absolute, or a path under /uploads). */
  src: string;
  /** Still shown before the video plays. */
  poster: string;
  /** Where the reel opens, usually the post on the photo-sharing site. */
  link: string;
}

/** docs/product.md#home: the reels the back office lists, in its order; with none the strip is not rendered. */
export function toReels(reels: InstagramReel[]): Reel[] {
  return reels.map((reel) => ({ src: reel.video, poster: reel.poster, link: reel.permalink }));
}
