import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckoutDetails, Order } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { orders, productSizes, products, users } from '../src/db/schema.ts';
import { productSearchText } from '../src/modules/catalog/search-text.ts';

/** Helpers that walk the purchase journey through real HTTP calls, as the storefront does. */

let mobileCounter = 0;
/**
 * A fresh valid mobile number per call, so tests never trip each other's per-number limits. On a PostgreSQL
 * server the test files share one database, so the number carries the whole process id (pid_max is 32768 here,
 * five digits): with only its last three digits, two files once made the same shopper and saw each other's orders.
 */
export function newMobile(): string {
  mobileCounter++;
  if (mobileCounter > 9999) throw new Error('newMobile: more than 9999 numbers in one test file');
  return `7${String(process.pid % 100_000).padStart(5, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: {
    token?: string | null;
    payload?: unknown;
    ip?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  return { statusCode: response.statusCode, json: response.json() as any, headers: response.headers };
}

/** The last code texted to a number by the console SMS adapter. */
export async function readOtp(dataDir: string, mobile: string): Promise<string> {
  const lines = (await readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')).trim().split('\n');
  const last = lines
    .map((line) => JSON.parse(line) as { to: string; text: string; at: string; templateId?: string })
    // Order messages (which carry a DLT template id) go to the same numbers: only a login code has none.
    .filter((message) => message.to === mobile && !message.templateId)
    .at(-1);
  const code = last?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${mobile}`);
  return code;
}

/** Register, read the code from the outbox, verify: returns the session token. */
export async function login(
  app: FastifyInstance,
  dataDir: string,
  mobile = newMobile(),
  ip?: string,
  orderClaim?: string,
) {
  const registered = await call(app, 'POST', '/users/register', {
    payload: orderClaim ? { mobile, orderClaim } : { mobile },
    ...(ip ? { ip } : {}),
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${JSON.stringify(registered.json)}`);
  const otp = await readOtp(dataDir, mobile);
  const verified = await call(app, 'POST', '/users/verifyAccount', {
    token: registered.json.body.token,
    payload: { otp },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.json)}`);
  return {
    token: verified.json.body.token as string,
    mobile,
    claimedOrders: verified.json.body.claimedOrders as number,
    newAccount: verified.json.body.newAccount as boolean,
  };
}

/** The authenticator-app secret every member made by `loginAs` enrols, as `admin:create --totp-secret` does. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The app's current code for `secret`, at `timestamp`. */
export function totpCode(secret = TEST_TOTP_SECRET, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}

/**
 * A logged-in member of the shop team, or a shopper: the role is given in the database, as an admin would. A
 * member also passes the second factor with an authenticator-app code (docs/admin.md#second-factor), so the token
 * opens the back office; `loginCodeOnly` stops at the login code, as a member who has not passed it yet.
 */
export async function loginAs(
  app: FastifyInstance,
  dataDir: string,
  role: 'CUSTOMER' | 'STAFF' | 'ADMIN',
  options: { loginCodeOnly?: boolean } = {},
) {
  const session = await login(app, dataDir);
  if (role === 'CUSTOMER' || options.loginCodeOnly) {
    if (role !== 'CUSTOMER') await app.db.update(users).set({ role }).where(eq(users.mobile, session.mobile));
    return { ...session, loginToken: session.token };
  }
  const [member] = await app.db
    .update(users)
    .set({ role })
    .where(eq(users.mobile, session.mobile))
    .returning();
  if (!member) throw new Error('loginAs: the account vanished');
  await app.services.secondFactor.enrolTotpSecret(member.id, TEST_TOTP_SECRET);
  const passed = await call(app, 'POST', '/auth/totp', {
    token: session.token,
    payload: { code: totpCode() },
  });
  if (passed.statusCode !== 200) throw new Error(`second factor failed: ${JSON.stringify(passed.json)}`);
  return { ...session, token: passed.json.body.token as string, loginToken: session.token };
}

export interface CatalogSize {
  productId: string;
  sizeId: string;
  isBase: boolean;
  mrp: number;
  salePrice: number | null;
  categoryId: string;
}

/**
 * In-stock sizes from the public catalog: the list names the products, and each product's record (what its page
 * answers) its sizes, read from the service so that the requests a test counts are only its own.
 */
export async function sellableSizes(app: FastifyInstance): Promise<CatalogSize[]> {
  const { json } = await call(app, 'GET', '/products?limit=0');
  const products = await Promise.all(
    (json.body as { slug: string }[]).map(({ slug }) => app.services.products.findBySlug(slug)),
  );
  return (products as any[]).flatMap((product) =>
    (product.sizes as any[])
      .filter((size) => !size.outOfStock)
      .map((size) => ({
        productId: product._id,
        sizeId: size._id,
        isBase: size.isBase,
        mrp: size.mrp,
        salePrice: size.salePrice,
        categoryId: product.category._id,
      })),
  );
}

/**
 * A product of the test's own, named as given (with a Hindi name or none): a copy of `size`'s product and of that
 * size, as its base size. The tests of one file share their app's catalog, so a test that renames or translates a
 * product works on a copy: a renamed demo serum once made a search test miss it, and a product stripped of its
 * Hindi by one test fails another's Hindi check. The copy is searched by its own names only, so it
 * never outranks the product it was copied from.
 */
export async function productCopy(
  app: FastifyInstance,
  size: CatalogSize,
  name: string,
  hindiName: string | null,
): Promise<CatalogSize & { title: string; slug: string }> {
  const tag = randomBytes(4).toString('hex');
  const [{ id: _product, ...product }] = (await app.db
    .select()
    .from(products)
    .where(eq(products.id, size.productId))) as [typeof products.$inferSelect];
  const [copy] = await app.db
    .insert(products)
    .values({
      ...product,
      name,
      slug: `${product.slug}-${tag}`,
      sku: `${product.sku}-${tag}`,
      translations: hindiName ? { hi: { name: hindiName } } : {},
      ...productSearchText({
        name,
        shortDescription: '',
        ingredientNames: [],
        hindi: hindiName ? { name: hindiName } : undefined,
      }),
    })
    .returning({ id: products.id, slug: products.slug });
  const [{ id: _size, ...productSize }] = (await app.db
    .select()
    .from(productSizes)
    .where(eq(productSizes.id, size.sizeId))) as [typeof productSizes.$inferSelect];
  const [sizeCopy] = await app.db
    .insert(productSizes)
    .values({ ...productSize, productId: copy?.id as string, sku: `${productSize.sku}-${tag}`, isBase: true })
    .returning({ id: productSizes.id });
  return {
    ...size,
    productId: copy?.id as string,
    sizeId: sizeCopy?.id as string,
    isBase: true,
    title: productSize.title,
    slug: copy?.slug as string,
  };
}

export const line = (size: CatalogSize, qty = 1) =>
  size.isBase
    ? { product: size.productId, qty, baseSize: size.sizeId }
    : { product: size.productId, qty, size: size.sizeId };

export const checkoutDetails = (mobile: string): CheckoutDetails => ({
  name: 'Ananya Iyer',
  email: 'ananya@example.com',
  contact: `+91${mobile}`,
  shippingAddress: {
    name: 'Ananya Iyer',
    line1: '12 Lake Palace Road',
    line2: 'Near Gulab Bagh',
    city: 'Udaipur',
    state: 'Rajasthan',
    zipcode: '313001',
    country: 'India',
  },
});

/** A saved address as the account screen posts it to /userAddress. */
export const savedAddress = {
  firstName: 'Meera',
  lastName: 'Joshi',
  mobile: '9829012345',
  email: 'meera@example.com',
  address: '7 Hiran Magri, Sector 4',
  locality: 'Near Sukhadia Circle',
  city: 'Udaipur',
  state: 'Rajasthan',
  pincode: '313002',
  country: 'India',
  addressType: 'HOME',
};

/** Creates a payment order and pays it in the sandbox; returns what the checkout hands the browser. */
export async function buy(
  app: FastifyInstance,
  lines: object[],
  {
    token,
    mobile = newMobile(),
    isBundle = false,
  }: { token?: string; mobile?: string; isBundle?: boolean } = {},
) {
  const created = await call(app, 'POST', '/orders/create-razorpay-order', {
    token: token ?? null,
    payload: { products: lines, isBundle },
  });
  if (created.statusCode !== 200) throw new Error(`create failed: ${JSON.stringify(created.json)}`);
  const paid = await call(app, 'POST', `/payments/sandbox/orders/${created.json.body.id}/pay`, {
    payload: checkoutDetails(mobile),
  });
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${JSON.stringify(paid.json)}`);
  const result = paid.json.body as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  return {
    created: created.json.body,
    result,
    verifyPayload: {
      razorpayPaymentId: result.razorpay_payment_id,
      razorpayOrderId: result.razorpay_order_id,
      razorpaySignature: result.razorpay_signature,
    },
  };
}

/** Buys and verifies: a PLACED, paid order, attached to the account of `token` when given. Answers its DTO. */
export async function placePaidOrder(
  app: FastifyInstance,
  lines: object[],
  options: { token?: string; mobile?: string; isBundle?: boolean } = {},
) {
  const bought = await buy(app, lines, options);
  const verified = await call(app, 'POST', '/orders/verify-payment-signature', {
    payload: bought.verifyPayload,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.json)}`);
  return verified.json.body as Order & { claimToken: string | null };
}

/** Units left of a size, read from the database. */
export async function stockOf(app: FastifyInstance, sizeId: string): Promise<number | undefined> {
  const [row] = await app.db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.id, sizeId));
  return row?.stock;
}

/** An order's row, read from the database. */
export async function orderRow(app: FastifyInstance, orderId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Hands out the demo sizes one at a time, so a test's stock assertions are not disturbed by another's sales. */
export function sizeDealer(sizes: CatalogSize[]): () => CatalogSize {
  let next = 0;
  return () => {
    const size = sizes[next++];
    if (!size) throw new Error('ran out of demo sizes');
    return size;
  };
}

/** Moves an order through the back office's transitions, failing the test if any move is refused. */
export async function moveOrder(app: FastifyInstance, token: string, orderId: string, ...moves: object[]) {
  for (const move of moves) {
    const moved = await call(app, 'POST', `/admin/orders/${orderId}/transitions`, { token, payload: move });
    if (moved.statusCode !== 200) throw new Error(`move refused: ${JSON.stringify(moved.json)}`);
  }
}

export const TO_DELIVERED = [
  { to: 'CONFIRMED' },
  { to: 'PACKED' },
  { to: 'SHIPPED', carrier: 'Delhivery', trackingNumber: 'DLV1234567' },
  { to: 'DELIVERED' },
];

/** A multipart body with one part named `file`, as a browser's FormData sends it, for `app.inject()`. */
export function multipartFile(data: Buffer, filename: string, type: string) {
  const boundary = `----shop${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
