/** Rules about quantities, places and images that the browser and the server both enforce. */

/** The most of one product size a cart line or an order line may hold; the database checks it too. */
export const MAX_LINE_QUANTITY = 99;

/** An Indian PIN code: six digits, never starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** The widths the image endpoint renders; pages ask only for these, so every variant is cacheable. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
