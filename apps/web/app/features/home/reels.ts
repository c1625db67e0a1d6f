export interface Reel {
  /** Video file URL (absolute, or a path under /uploads). */
  src: string;
  /** Still shown before the video plays. */
  poster: string;
  /** Where the reel opens, usually the post on the photo-sharing site. */
  link: string;
}

// docs/product.md#home: this shop has no social media source of reels configured. A shop lists
// its reels here to show the strip on the home page; while the list is empty the strip is not rendered.
export const REELS: Reel[] = [];
