import { parseArgs } from 'node:util';
import { brand, indianMobile } from '@shop/shared';
import { z } from 'zod';
import { MemoryThrottle } from '../adapters/throttle/throttle.ts';
import { loadConfig } from '../config.ts';
import { AuditLogService } from '../modules/audit/audit-log.service.ts';
import { SecondFactorService } from '../modules/auth/second-factor.service.ts';
import { TokenService } from '../modules/auth/token.service.ts';
import { UsersService } from '../modules/users/users.service.ts';
import { loadSecrets } from '../secrets.ts';
import { openConfiguredDatabase } from './client.ts';
import { migrate } from './migrate.ts';

// `npm run admin:create -- --mobile 9876543210 --name "Shop Owner"`: the first admin of a shop, or another one.
// On the embedded database, stop the shop first: only one process may open its folder at a time.
// `--totp-secret BASE32` also enrols that authenticator-app secret (provisioning, automated tests): whoever runs
// this already holds the database. Without it the admin enrols a passkey or an app at their first login.

const usage =
  'usage: npm run admin:create -- --mobile 9876543210 [--name "Shop Owner"] [--totp-secret BASE32SECRET]';
const Args = z.object({
  mobile: indianMobile('--mobile'),
  name: z.string().trim().min(1, '--name must not be empty').max(100, '--name is too long').optional(),
  'totp-secret': z
    .string()
    .trim()
    .regex(/^[A-Za-z2-7]{16,}=*$/, '--totp-secret must be base32 (A-Z, 2-7), at least 16 characters')
    .optional(),
});

let args: z.infer<typeof Args>;
try {
  const { values } = parseArgs({
    options: { mobile: { type: 'string' }, name: { type: 'string' }, 'totp-secret': { type: 'string' } },
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
  const audit = new AuditLogService(database.db);
  const users = new UsersService(database.db, audit);
  const { account, outcome } = await users.createOrPromoteAdmin(args.mobile, args.name);
  const who = `${account.name ?? 'An account'} (+91 ${account.mobile})`;
  console.log(
    outcome === 'created'
      ? `Created ${who} as an ADMIN.`
      : outcome === 'promoted'
        ? `Promoted ${who} to ADMIN.`
        : `${who} is already an ADMIN; nothing changed.`,
  );
  const totpSecret = args['totp-secret'];
  if (totpSecret) {
    const { jwtSecret } = await loadSecrets(config);
    const secondFactor = new SecondFactorService(
      database.db,
      new TokenService(jwtSecret, config.SESSION_TTL_DAYS),
      new MemoryThrottle(),
      audit,
      jwtSecret,
      brand.name,
    );
    await secondFactor.enrolTotpSecret(account._id, totpSecret);
    console.log(
      "Enrolled the authenticator-app secret given: log in at /login with this number, then enter the app's code.",
    );
  } else {
    console.log(
      'To reach /admin: log in at /login with this number, then set up the second factor the back office asks for\n' +
        '(a passkey on this device, or an authenticator app such as Google Authenticator), and keep the ten\n' +
        'recovery codes it shows somewhere safe. See docs/admin.md#second-factor.',
    );
  }
} finally {
  await database.close();
}
