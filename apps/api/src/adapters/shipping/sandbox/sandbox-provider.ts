import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { inProcessTransport } from '../../http-transport.ts';
import { ShiprocketClient } from '../shiprocket/shiprocket-client.ts';
import type { Warehouse } from '../shiprocket/shiprocket-payloads.ts';
import { ShiprocketProvider } from '../shiprocket/shiprocket-provider.ts';
import { providerTokenStore } from '../shiprocket/token-store.ts';
import { ShippingSandbox } from './shipping-sandbox.ts';

/**
 * The sandbox and the provider the shop uses with it: the Shiprocket client, logged in as the sandbox's API user,
 * whose requests go to the sandbox's handler in this process. Its token is kept under its own name, so a shop
 * switched to a real account never sends the sandbox's token to Shiprocket.
 */
export function sandboxProvider(config: Config, db: Db, secret: string, warehouse: Warehouse) {
  const sandbox = new ShippingSandbox(db, secret, {
    pickupPincode: config.SHIPPING_PICKUP_PINCODE,
    pickupLocation: warehouse.pickupLocation,
    originCity: `${warehouse.address.city} (${warehouse.address.state})`,
    warehouseLines: [
      warehouse.name,
      warehouse.address.line1,
      warehouse.address.line2,
      `${warehouse.address.city}, ${warehouse.address.state} ${warehouse.address.zipcode}`,
      `Phone ${warehouse.phone}`,
    ].filter(Boolean),
    auto: config.SHIPPING_SANDBOX_AUTO,
  });
  const client = new ShiprocketClient({
    apiUrl: ShippingSandbox.IN_PROCESS_URL,
    email: sandbox.email,
    password: sandbox.password,
    tokens: providerTokenStore(db, 'shiprocket-sandbox'),
    transport: inProcessTransport(ShippingSandbox.IN_PROCESS_URL, sandbox.handle),
  });
  return { provider: new ShiprocketProvider(client, warehouse, sandbox.webhookToken, 'sandbox'), sandbox };
}
