/** Where a return's photos are kept under the uploads: one folder per order, so a URL says whose order it is. */
export function returnPhotoFolder(orderId: string): string {
  return `returns/${orderId}`;
}

/** The upload path behind a return photo's URL when it is one of this order's uploads; null otherwise. */
export function returnPhotoFile(orderId: string, url: string): string | null {
  const prefix = `/uploads/${returnPhotoFolder(orderId)}/`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return /^[0-9a-f-]{36}\.webp$/.test(name) ? `${returnPhotoFolder(orderId)}/${name}` : null;
}
