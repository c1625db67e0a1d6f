import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../secrets.ts';
import type { WhatsAppSandbox } from './sandbox/whatsapp-sandbox.ts';
import type { WhatsAppProvider } from './whatsapp-provider.ts';

interface ProviderDeps {
  config: Config;
  db: Db;
  secrets: Secrets;
  /** Where the sandbox tells of a step or a delivery that failed. */
  log?: (line: string) => void;
}

interface Chosen {
  whatsapp: WhatsAppProvider;
  /** The sandbox again by its own type when it is the provider (its routes need it). */
  sandbox: WhatsAppSandbox | undefined;
}

/** Where the WhatsApp provider is chosen, by WHATSAPP_PROVIDER: one line each; a real one loads on first use. */
const PROVIDERS: Record<Config['WHATSAPP_PROVIDER'], (deps: ProviderDeps) => Promise<Chosen>> = {
  sandbox: async ({ config, db, secrets, log }) => {
    const { WhatsAppSandbox, WHATSAPP_SANDBOX_STEP_MS } = await import('./sandbox/whatsapp-sandbox.ts');
    const sandbox = new WhatsAppSandbox(db, {
      secret: secrets.sandboxWhatsappSecret,
      appSecret: config.WHATSAPP_APP_SECRET,
      verifyToken: config.WHATSAPP_VERIFY_TOKEN,
      templateNames: config.WHATSAPP_TEMPLATE_NAMES,
      dataDir: config.dataDir,
      // Tests wait for the statuses with settled() rather than for the phone's second.
      stepMs: config.NODE_ENV === 'test' ? 0 : WHATSAPP_SANDBOX_STEP_MS,
      ...(log ? { log } : {}),
    });
    return { whatsapp: sandbox.provider, sandbox };
  },
  cloud: async ({ config }) => ({
    whatsapp: (await import('./cloud/cloud-provider.ts')).cloudWhatsAppFromSettings(config),
    sandbox: undefined,
  }),
  off: async () => ({ whatsapp: (await import('./no-whatsapp.ts')).noWhatsApp, sandbox: undefined }),
};

export function chooseWhatsAppProvider(deps: ProviderDeps): Promise<Chosen> {
  return PROVIDERS[deps.config.WHATSAPP_PROVIDER](deps);
}
