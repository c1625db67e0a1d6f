import type { AdTags, DeliveryTerms } from '@shop/shared';
import { useRouteLoaderData } from 'react-router';
import { type LanguageData, NO_MESSAGES } from '#app/i18n/i18n.ts';
import type { Category, PromotionText } from './types.ts';

/** What every page's header, footer and cart drawer need, loaded once by the root route. */
export interface LayoutData extends LanguageData {
  headerPromotions: PromotionText[];
  cartPromotions: PromotionText[];
  categories: Category[];
  origin: string;
  /** The sandbox gateway is active: every page says that no real payments are taken. */
  demoShop: boolean;
  /** The shop sends WhatsApp messages: its choices are offered at checkout and in the account. */
  whatsapp: boolean;
  /** The ad tags the shop reports conversions to, once a shopper agrees (docs/privacy.md); null when unknown. */
  adTags: AdTags | null;
  /** What delivery costs (`GET /shipping/charges`), for the cart's Delivery line; null when unknown. */
  deliveryTerms: DeliveryTerms | null;
  /** docs/product.md#error-states: a list that failed to load is shown empty, with the server's message as a toast. */
  failures: string[];
}

export function useLayoutData(): LayoutData {
  return (
    (useRouteLoaderData('root') as LayoutData | undefined) ?? {
      headerPromotions: [],
      cartPromotions: [],
      categories: [],
      origin: '',
      demoShop: false,
      whatsapp: false,
      adTags: null,
      deliveryTerms: null,
      failures: [],
      language: 'en',
      messages: NO_MESSAGES,
      formMessages: null,
    }
  );
}
