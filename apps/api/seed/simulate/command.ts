import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Config } from '../../src/config.ts';
import { openConfiguredDatabase } from '../../src/db/client.ts';
import { migrate, withStartUpLock } from '../../src/db/migrate.ts';
import { SimulationOptionsSchema, SimulationRefused, simulateShop } from './simulate.ts';

const FLAGS = ['orders', 'customers', 'products', 'reviews', 'years', 'seed', 'until'] as const;

/** `npm run db:simulate -- --orders 1000000 …`: migrates, simulates, prints what it made; answers the exit code. */
export async function simulateCommand(args: string[], config: Config): Promise<number> {
  let options: z.output<typeof SimulationOptionsSchema>;
  try {
    const { values } = parseArgs({
      args,
      options: Object.fromEntries(FLAGS.map((flag) => [flag, { type: 'string' as const }])),
      strict: true,
    });
    options = SimulationOptionsSchema.parse(values);
  } catch (error) {
    const why = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message;
    console.error(
      `db:simulate: ${why}\nusage: npm run db:simulate -- --orders N --customers N --products N --reviews N --years N [--seed N] [--until YYYY-MM-DD]`,
    );
    return 2;
  }
  const database = await openConfiguredDatabase(config);
  const started = performance.now();
  try {
    await withStartUpLock(database, () => migrate(database, config.JOBS_SCHEMA));
    await mkdir(config.uploadsDir, { recursive: true });
    console.log(
      `Simulating ${options.orders} orders over ${options.years} years on ${database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'} (seed ${options.seed}).`,
    );
    const report = await simulateShop(database, options, { uploadsDir: config.uploadsDir, log: console.log });
    console.log(`History up to ${report.until.toISOString()}.`);
    console.log('table                rows        COPY ms');
    for (const [table, { rows, ms }] of Object.entries(report.tables)) {
      console.log(`${table.padEnd(20)} ${String(rows).padStart(10)} ${String(Math.round(ms)).padStart(10)}`);
    }
    console.log(`orders by state: ${JSON.stringify(report.orderStates)}`);
    console.log(`orders by payment method: ${JSON.stringify(report.paymentMethods)}`);
    console.log(`document series: ${JSON.stringify(report.documentSeries)}`);
    console.log(`phases (ms): ${JSON.stringify(report.phases)}`);
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(`Done in ${Math.round((performance.now() - started) / 1000)} s, peak memory ${peakMb} MB.`);
    return 0;
  } catch (error) {
    if (error instanceof SimulationRefused) {
      console.error(`db:simulate refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
