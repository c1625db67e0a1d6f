/** Text made safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A sitemap answer: XML, cached for an hour. */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
