import type { ApiEnvelope } from '@shop/shared';

/** What `GET /payments/config` answers. */
export interface PaymentsConfig {
  provider: 'razorpay' | 'sandbox';
}

/**
 * The shop runs the offline sandbox gateway, so no order placed here is paid for: every page says so. If the API
 * cannot tell, no bar: a shop that cannot load its payment settings cannot take payments either.
 */
export function isDemoShop(paymentsConfig: ApiEnvelope<PaymentsConfig>): boolean {
  return paymentsConfig.status === 200 && paymentsConfig.body?.provider === 'sandbox';
}
