import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../secrets.ts';
import type { CheckoutPageHosts, PaymentProvider, PaymentProviderName } from './payment-provider.ts';
import { RAZORPAY_PAGE_HOSTS } from './razorpay/page-hosts.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';

interface ProviderDeps {
  config: Config;
  db: Db;
  secrets: Secrets;
}

/**
 * Where providers are chosen, by PAYMENT_PROVIDER: one line each (docs/payments.md#adding-a-provider). A real
 * provider is imported on first use, so its SDK (with its HTTP client) loads only when the shop takes payments
 * through it.
 */
const PROVIDERS: Record<PaymentProviderName, (deps: ProviderDeps) => Promise<PaymentProvider>> = {
  sandbox: async ({ db, secrets }) =>
    new SandboxProvider(db, secrets.sandboxKeySecret, secrets.sandboxWebhookSecret),
  razorpay: async ({ config }) =>
    (await import('./razorpay/razorpay-provider.ts')).razorpayFromSettings(config),
};

/** The configured provider, and the sandbox again by its own type when it is the one (its routes need it). */
export async function choosePaymentProvider(
  deps: ProviderDeps,
): Promise<{ gateway: PaymentProvider; sandbox: SandboxProvider | undefined }> {
  const gateway = await PROVIDERS[deps.config.PAYMENT_PROVIDER](deps);
  return { gateway, sandbox: gateway instanceof SandboxProvider ? gateway : undefined };
}

/** The hosts the configured provider's checkout needs on the shop's pages; the sandbox's page is the shop's own. */
const PAGE_HOSTS: Record<PaymentProviderName, CheckoutPageHosts | undefined> = {
  sandbox: undefined,
  razorpay: RAZORPAY_PAGE_HOSTS,
};

export function checkoutPageHosts(name: PaymentProviderName): CheckoutPageHosts | undefined {
  return PAGE_HOSTS[name];
}
