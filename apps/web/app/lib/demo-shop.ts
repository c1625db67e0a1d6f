import type { ApiEnvelope } from '@shop/shared';

/** What `GET /payments/config` answers. */
export interface PaymentsConfig {
  provider: 'razorpay' | 'sandbox';
  /** False on a shop without WhatsApp (WHATSAPP_PROVIDER=off): no WhatsApp choice is offered. */
  whatsapp: boolean;
}

/**
 * The shop runs the offline sandbox gateway, so no order placed here is paid for: every page says so. If the API
 * cannot tell, no bar: a shop that cannot load its payment settings cannot take payments either.
 */
export function isDemoShop(paymentsConfig: ApiEnvelope<PaymentsConfig>): boolean {
  return paymentsConfig.status === 200 && paymentsConfig.body?.provider === 'sandbox';
}

/**
 * Whether the shop sends WhatsApp messages, so its choices are offered (docs/messaging.md#without-whatsapp). If the
 * API cannot tell, none is offered: a box that the shop may refuse is worse than one not shown.
 */
export function offersWhatsapp(paymentsConfig: ApiEnvelope<PaymentsConfig>): boolean {
  return paymentsConfig.status === 200 && paymentsConfig.body?.whatsapp === true;
}
