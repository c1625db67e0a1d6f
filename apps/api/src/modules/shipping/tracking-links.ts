/**
 * The shop's own tracking page for an order (`/track`, docs/shipping.md#tracking), where the shopper sees the
 * scans with the order id and their mobile number. Absolute with PUBLIC_URL, for messages; relative without.
 */
export function shopTrackingUrl(orderId: string, publicUrl?: string): string {
  const origin = publicUrl ? publicUrl.replace(/\/+$/, '') : '';
  return `${origin}/track?orderId=${encodeURIComponent(orderId)}`;
}
