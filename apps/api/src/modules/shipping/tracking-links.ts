/**
 * The shop's own tracking page for an order (`/track`, docs/shipments.md#tracking), where the shopper sees the
 * scans with the order id and their mobile number. Absolute with PUBLIC_URL, for messages; relative without.
 */
export function shopTrackingUrl(orderId: string, publicUrl?: string): string {
  const origin = publicUrl ? publicUrl.replace(/\/+$/, '') : '';
  return `${origin}/track?orderId=${encodeURIComponent(orderId)}`;
}

/**
 * Where a shopper asks for another delivery attempt after a failed one: the shop's WhatsApp, with the request
 * written for them, so the team can send it to the courier from the failed deliveries queue.
 */
export function reattemptRequestUrl(orderId: string, whatsapp: string): string {
  const text = `Please try delivering my order ${orderId} again`;
  return `https://wa.me/${whatsapp}?text=${encodeURIComponent(text)}`;
}
