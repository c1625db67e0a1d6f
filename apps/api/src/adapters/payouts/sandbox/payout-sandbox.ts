import type { Db } from '../../../db/client.ts';
import type { PayoutProvider } from '../payout-provider.ts';

/** PLACEHOLDER, replaced by the payouts sandbox: the offline RazorpayX Payouts (docs/cod.md#the-payouts-sandbox). */
export class PayoutSandbox {
  readonly provider: PayoutProvider;

  constructor(_db: Db) {
    const notBuilt = () => Promise.reject(new Error('the payouts sandbox is not built yet'));
    this.provider = {
      name: 'sandbox',
      pay: notBuilt,
      fetchPayout: notBuilt,
      parseWebhook: () => ({ ok: false, reason: 'malformed' }),
    };
  }
}
