import { parseArgs } from 'node:util';
import { indianMobile } from '@shop/shared';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { AuditLogService } from '../modules/audit/audit-log.service.ts';
import { UsersService } from '../modules/users/users.service.ts';
import { openConfiguredDatabase } from './client.ts';
import { migrate } from './migrate.ts';

// `npm run admin:create -- --mobile 9876543210 --name "Shop Owner"`: the first admin of a shop, or another one.
// On the embedded database, stop the shop first: only one process may open its folder at a time.

const usage = 'usage: npm run admin:create -- --mobile 9876543210 [--name "Shop Owner"]';
const Args = z.object({
  mobile: indianMobile('--mobile'),
  name: z.string().trim().min(1, '--name must not be empty').max(100, '--name is too long').optional(),
});

let args: z.infer<typeof Args>;
try {
  const { values } = parseArgs({
    options: { mobile: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const parsed = Args.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  args = parsed.data;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const users = new UsersService(database.db, new AuditLogService(database.db));
  const { account, outcome } = await users.createOrPromoteAdmin(args.mobile, args.name);
  const who = `${account.name ?? 'An account'} (+91 ${account.mobile})`;
  console.log(
    outcome === 'created'
      ? `Created ${who} as an ADMIN. Log in at /login with this number to reach /admin.`
      : outcome === 'promoted'
        ? `Promoted ${who} to ADMIN. Log in at /login with this number to reach /admin.`
        : `${who} is already an ADMIN; nothing changed.`,
  );
} finally {
  await database.close();
}
