import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../secrets.ts';
import type { PayoutProvider } from './payout-provider.ts';
import type { PayoutSandbox } from './sandbox/payout-sandbox.ts';

interface ProviderDeps {
  config: Config;
  db: Db;
  secrets: Secrets;
}

interface Chosen {
  payouts: PayoutProvider;
  /** The sandbox again by its own type when it is the provider (its routes need it). */
  sandbox: PayoutSandbox | undefined;
}

/** Where the payout provider is chosen, by PAYOUT_PROVIDER: one line each; a real one loads on first use. */
const PROVIDERS: Record<Config['PAYOUT_PROVIDER'], (deps: ProviderDeps) => Promise<Chosen>> = {
  sandbox: async ({ config, db, secrets }) => {
    const { PayoutSandbox } = await import('./sandbox/payout-sandbox.ts');
    const sandbox = new PayoutSandbox(db, secrets.sandboxPayoutSecret, { auto: config.PAYOUT_SANDBOX_AUTO });
    return { payouts: sandbox.provider, sandbox };
  },
  razorpayx: async ({ config }) => ({
    payouts: (await import('./razorpayx/razorpayx-provider.ts')).razorpayxFromSettings(config),
    sandbox: undefined,
  }),
};

export function choosePayoutProvider(deps: ProviderDeps): Promise<Chosen> {
  return PROVIDERS[deps.config.PAYOUT_PROVIDER](deps);
}
