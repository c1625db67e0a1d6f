import { brand } from '@shop/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../secrets.ts';
import type { ShippingSandbox } from './sandbox/shipping-sandbox.ts';
import type { ShippingProvider } from './shipping-provider.ts';
import type { Warehouse } from './shiprocket/shiprocket-payloads.ts';

interface ProviderDeps {
  config: Config;
  db: Db;
  secrets: Secrets;
}

interface Chosen {
  /** Undefined with SHIPPING_PROVIDER=manual: the team types the carrier and tracking number. */
  provider: ShippingProvider | undefined;
  /** The sandbox again by its own type when it is the provider (its routes need it). */
  sandbox: ShippingSandbox | undefined;
}

/** The brand's warehouse, where parcels leave from and returns go back to. */
function warehouseOf(config: Config): Warehouse {
  return {
    pickupLocation: config.SHIPROCKET_PICKUP_LOCATION ?? 'Primary',
    name: brand.name,
    address: {
      name: brand.name,
      line1: brand.address.line1,
      line2: brand.address.line2,
      city: brand.address.city,
      state: brand.address.state,
      zipcode: config.SHIPPING_PICKUP_PINCODE,
      country: brand.address.country,
    },
    phone: brand.phone,
    email: brand.email,
  };
}

/**
 * Where the shipping provider is chosen, by SHIPPING_PROVIDER: one line each (docs/shipping.md#the-port). The
 * Shiprocket client loads on first use; the sandbox is that same client over a transport that calls the
 * sandbox's handler in process.
 */
const PROVIDERS: Record<Config['SHIPPING_PROVIDER'], (deps: ProviderDeps) => Promise<Chosen>> = {
  manual: async () => ({ provider: undefined, sandbox: undefined }),
  shiprocket: async ({ config, db }) => ({
    provider: (await import('./shiprocket/shiprocket-from-settings.ts')).shiprocketFromSettings(
      config,
      db,
      warehouseOf(config),
    ),
    sandbox: undefined,
  }),
  sandbox: async ({ config, db, secrets }) =>
    (await import('./sandbox/sandbox-provider.ts')).sandboxProvider(
      config,
      db,
      secrets.sandboxShippingSecret,
      warehouseOf(config),
    ),
};

export function chooseShippingProvider(deps: ProviderDeps): Promise<Chosen> {
  return PROVIDERS[deps.config.SHIPPING_PROVIDER](deps);
}
