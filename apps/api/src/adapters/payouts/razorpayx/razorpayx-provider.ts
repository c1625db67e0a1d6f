import type { Config } from '../../../config.ts';
import {
  type Payout,
  type PayoutProvider,
  PayoutProviderError,
  type PayoutRequest,
  type PayoutWebhookDelivery,
} from '../payout-provider.ts';
import { RazorpayXClient } from './razorpayx-client.ts';
import {
  contactBody,
  fundAccountBody,
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  payoutBody,
  payoutOf,
} from './razorpayx-payouts.ts';
import { parsePayoutWebhook } from './razorpayx-webhook.ts';

/**
 * RazorpayX Payouts behind the port (docs/cod.md#payouts): a payout is three calls, the contact, its fund account
 * (both answered again, not duplicated, when sent with the same details) and the payout itself, sent with the
 * shop's reference as its idempotency key, so a retry after a timeout pays once and answers the same payout.
 */
export class RazorpayXProvider implements PayoutProvider {
  constructor(
    private readonly client: RazorpayXClient,
    private readonly accountNumber: string,
    private readonly webhookSecret: string,
    readonly name: 'razorpayx' | 'sandbox' = 'razorpayx',
  ) {}

  async pay(request: PayoutRequest): Promise<Payout> {
    const contact = await this.client.call('POST', '/contacts', { body: contactBody(request.payee) });
    const contactId = idOf(contact, 'contact');
    const fundAccount = await this.client.call('POST', '/fund_accounts', {
      body: fundAccountBody(contactId, request.to),
    });
    const payout = await this.client.call('POST', '/payouts', {
      body: payoutBody(this.accountNumber, idOf(fundAccount, 'fund account'), request),
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKeyOf(request.reference) },
    });
    return answered(payout);
  }

  async fetchPayout(payoutId: string): Promise<Payout> {
    return answered(await this.client.call('GET', `/payouts/${encodeURIComponent(payoutId)}`));
  }

  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PayoutWebhookDelivery {
    return parsePayoutWebhook(this.webhookSecret, rawBody, headers);
  }
}

function idOf(entity: Record<string, unknown>, what: string): string {
  if (typeof entity.id === 'string' && entity.id) return entity.id;
  throw new PayoutProviderError(`RazorpayX answered the ${what} without an id`, 'unavailable');
}

function answered(entity: Record<string, unknown>): Payout {
  const payout = payoutOf(entity);
  if (!payout) throw new PayoutProviderError('RazorpayX answered the payout without an id', 'unavailable');
  return payout;
}

/** The provider from the settings config.ts checked (PAYOUT_PROVIDER=razorpayx needs all four). */
export function razorpayxFromSettings(config: Config): RazorpayXProvider {
  const { RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_WEBHOOK_SECRET } =
    config;
  if (!RAZORPAYX_KEY_ID || !RAZORPAYX_KEY_SECRET || !RAZORPAYX_ACCOUNT_NUMBER || !RAZORPAYX_WEBHOOK_SECRET) {
    throw new Error('PAYOUT_PROVIDER=razorpayx needs its keys, account number and webhook secret');
  }
  const client = new RazorpayXClient({
    apiUrl: config.RAZORPAYX_API_URL,
    keyId: RAZORPAYX_KEY_ID,
    keySecret: RAZORPAYX_KEY_SECRET,
  });
  return new RazorpayXProvider(client, RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_WEBHOOK_SECRET);
}
