import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll } from 'vitest';
import { orderLines, orders } from '../src/db/schema.ts';
import { type CatalogSize, loginAs, sellableSizes } from './shop.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The shop the invoice tests share within one test file: an app, a shopper, staff and an admin, and the readers
// of what an invoice route answers. Exported bindings are live, so a test reads them once beforeAll has run.

export let t: TestApp;
let sizes: CatalogSize[];
export let shopper: { token: string; mobile: string };
export let staff: { token: string };
export let admin: { token: string };

/** Opens the shop before the file's tests and closes it after them; call once, at the top of a test file. */
export function openInvoiceShop(): void {
  beforeAll(async () => {
    t = await createTestApp();
    sizes = await sellableSizes(t.app);
    [shopper, staff, admin] = await Promise.all([
      loginAs(t.app, t.dataDir, 'CUSTOMER'),
      loginAs(t.app, t.dataDir, 'STAFF'),
      loginAs(t.app, t.dataDir, 'ADMIN'),
    ]);
  });
  afterAll(() => t.close());
}

/** Each test buys sizes no other test touches, with stock to spare for several orders. */
const used = new Set<CatalogSize>();
export const take = (count: number, wanted: (size: CatalogSize) => boolean = () => true) => {
  const taken = sizes.filter((size) => !used.has(size) && wanted(size)).slice(0, count);
  if (taken.length < count) throw new Error('ran out of demo sizes');
  for (const size of taken) used.add(size);
  return taken;
};

/** GET a PDF (or its refusal) under /api/v1. */
export async function download(url: string, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const isPdf = String(response.headers['content-type']).startsWith('application/pdf');
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    pdf: isPdf ? response.rawPayload : undefined,
    json: isPdf ? undefined : (response.json() as { message: string }),
  };
}

/** The PDF's text, extracted as a reader's tools would. */
export async function pdfText(pdf: Buffer | undefined): Promise<string> {
  if (!pdf) throw new Error('expected a PDF');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  // One line of words however the page wrapped them.
  return text.replace(/\s+/g, ' ');
}

export const stored = async (id: string) => {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`no order ${id}`);
  const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return { order, lines };
};
