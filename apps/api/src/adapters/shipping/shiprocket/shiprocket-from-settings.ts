import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { ShiprocketClient } from './shiprocket-client.ts';
import type { Warehouse } from './shiprocket-payloads.ts';
import { ShiprocketProvider } from './shiprocket-provider.ts';
import { providerTokenStore } from './token-store.ts';

/** The real Shiprocket account of SHIPROCKET_* (config.ts requires them all with SHIPPING_PROVIDER=shiprocket). */
export function shiprocketFromSettings(config: Config, db: Db, warehouse: Warehouse): ShiprocketProvider {
  const client = new ShiprocketClient({
    apiUrl: config.SHIPROCKET_API_URL,
    email: config.SHIPROCKET_EMAIL ?? '',
    password: config.SHIPROCKET_PASSWORD ?? '',
    tokens: providerTokenStore(db, 'shiprocket'),
  });
  return new ShiprocketProvider(client, warehouse, config.SHIPROCKET_WEBHOOK_TOKEN ?? '');
}
