// npm run bench:catalog: what an uncached catalog read costs on a PostgreSQL server at one connection, in SQL
// statements, time and bytes, beside bare SQL returning the same rows in the same run. The catalog is the demo
// shop's, with copies of its products added until the listing has LIST_SIZE of them.
//   BENCH_POSTGRES_URL   the server (default postgresql://postgres@127.0.0.1:5432/postgres); the bench creates
//                        and drops a database of its own there
//   BENCH_ROUNDS         timed requests per read (default 200)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { seedDemoShop } from '../apps/api/seed/seed.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import * as schema from '../apps/api/src/db/schema.ts';
import { refreshSearchTerms } from '../apps/api/src/modules/catalog/product-search.ts';
import { countStatements } from '../apps/api/test/statements.ts';
import { median, percentile, printTable } from './report.ts';

const LIST_SIZE = 50;
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The listing's rows as one statement written by hand: what the database alone costs. */
const BARE_LISTING_SQL = `
  select p.id, p.name, p.slug, p.image, p.average_rating, p.review_count,
    b.id as base_id, b.title as base_title, b.mrp_paise, b.sale_price_paise, b.stock,
    exists (select 1 from product_sizes s where s.product_id = p.id and s.stock > 0) as in_stock,
    c.id as category_id, c.name as category_name, c.slug as category_slug,
    count(*) over () as total
  from products p
  join categories c on c.id = p.category_id
  join product_sizes b on b.product_id = p.id and b.is_base
  where p.status and p.deleted_at is null and c.status
  order by p.sales_count desc, p.name
  limit $1`;

const name = `catalog_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const workDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-bench-'));
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;

try {
  const setup = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
  await migrate(setup);
  await seedDemoShop(setup.db, { uploadsDir: path.join(workDir, 'uploads') });
  await fillCatalog(setup.db, LIST_SIZE + 10);
  await setup.close();

  // One connection: the figure is the cost of one read, not of reads overlapping.
  database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: workDir,
    CATALOG_CACHE_TTL_MS: '0',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const statements = countStatements(database);

  const get = async (target: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1${target}` });
    if (response.statusCode !== 200) throw new Error(`${target} answered ${response.statusCode}`);
    return response;
  };
  const list = (await get(`/products?limit=${LIST_SIZE}&status=true`)).json() as {
    body: { slug: string }[];
  };
  const slug = list.body[0]?.slug as string;

  const reads: [string, string][] = [
    [`listing of ${LIST_SIZE}`, `/products?limit=${LIST_SIZE}&status=true`],
    [`listing of ${LIST_SIZE}, by price`, `/products?limit=${LIST_SIZE}&status=true&sort=l-h`],
    ['category', '/products?limit=0&status=true&categorySlug=skin-care'],
    ['sub-category', '/products?limit=0&status=true&categorySlug=skin-care&subCategorySlug=serum'],
    ['category by sub-category', '/products?limit=0&status=true&categorySlug=skin-care&subCategoryWise=true'],
    ['top sellers', '/products?limit=12&status=true&topSelling=true'],
    ['search with a typo', '/products?limit=4&status=true&searchQuery=kumkumdi'],
    ['product by slug', `/products/findBySlug/${slug}`],
    ['categories', '/categories?limit=0&status=true&priority=ASC'],
    ['sub-categories', '/subCategories?limit=0&status=true'],
  ];

  const rows: string[][] = [];
  for (const [label, target] of reads) {
    const { value: count, body } = await statements.during(async () => ({ body: (await get(target)).body }));
    const times = await timed(() => get(target));
    const parsed = JSON.parse(body) as { body: unknown };
    const items = Array.isArray(parsed.body) ? parsed.body.length : 1;
    rows.push([
      label,
      String(count),
      `${median(times).toFixed(2)} ms`,
      `${percentile(times, 0.95).toFixed(2)} ms`,
      `${(body.length / 1024).toFixed(1)} KB`,
      `${Math.round(body.length / items)} B`,
    ]);
  }

  // Baselines: one hand-written SQL statement returning the listing's rows, sent on its own connection by the
  // bare driver; and the product pages of the same products, which is what each list item used to carry.
  const bare = new pg.Client({ connectionString: url.toString() });
  await bare.connect();
  const bareTimes = await timed(() => bare.query(BARE_LISTING_SQL, [LIST_SIZE]));
  const roundTripTimes = await timed(() => bare.query('select 1'));
  const bareRows = (await bare.query(BARE_LISTING_SQL, [LIST_SIZE])).rows;
  const bareBytes = Buffer.byteLength(JSON.stringify(bareRows));
  await bare.end();
  rows.push([
    `baseline: bare SQL, same ${LIST_SIZE} rows`,
    '1',
    `${median(bareTimes).toFixed(2)} ms`,
    `${percentile(bareTimes, 0.95).toFixed(2)} ms`,
    `${(bareBytes / 1024).toFixed(1)} KB`,
    `${Math.round(bareBytes / bareRows.length)} B`,
  ]);
  rows.push([
    'baseline: select 1 (one round trip)',
    '1',
    `${median(roundTripTimes).toFixed(2)} ms`,
    `${percentile(roundTripTimes, 0.95).toFixed(2)} ms`,
    '',
    '',
  ]);
  let detailBytes = 0;
  for (const item of list.body) detailBytes += (await get(`/products/findBySlug/${item.slug}`)).body.length;
  rows.push([
    `baseline: the ${LIST_SIZE} product pages`,
    '',
    '',
    '',
    `${(detailBytes / 1024).toFixed(1)} KB`,
    `${Math.round(detailBytes / list.body.length)} B`,
  ]);

  console.log(
    `Uncached catalog reads through the shop (inject, no network) on PostgreSQL, one connection, ${rounds} rounds each:`,
  );
  printTable(['read', 'SQL statements', 'p50', 'p95', 'answer', 'per item'], rows);
  console.log(
    `\nGoals: at most 2 statements per read; listing of ${LIST_SIZE} under 10 ms median; at most 1 KB per listed product. Node ${process.version}, ${os.cpus().length} cores.`,
  );
  await app.close();
} finally {
  await database?.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(workDir, { recursive: true, force: true });
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 20; warm++) await run();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

/** Copies the demo products (sizes and ingredients too) until the catalog has `target` live products. */
async function fillCatalog(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  target: number,
): Promise<void> {
  const originals = await db.select().from(schema.products);
  for (let copy = 0; originals.length * (copy + 1) < target; copy++) {
    for (const original of originals) {
      const { id, createdAt, updatedAt, ...fields } = original;
      const suffix = `copy-${copy + 1}`;
      const [inserted] = await db
        .insert(schema.products)
        .values({
          ...fields,
          name: `${fields.name} ${copy + 2}`,
          slug: `${fields.slug}-${suffix}`,
          sku: `${fields.sku}-${suffix}`,
        })
        .returning({ id: schema.products.id });
      const newId = inserted?.id as string;
      const sizes = await db.select().from(schema.productSizes).where(eq(schema.productSizes.productId, id));
      if (sizes.length > 0) {
        await db.insert(schema.productSizes).values(
          sizes.map(({ id: _id, createdAt: _c, updatedAt: _u, ...size }) => ({
            ...size,
            productId: newId,
            sku: `${size.sku}-${suffix}`,
          })),
        );
      }
      await db.execute(sql`
        insert into product_ingredients (product_id, ingredient_id, position)
        select ${newId}, ingredient_id, position from product_ingredients where product_id = ${id}`);
    }
  }
  await refreshSearchTerms(db);
}
