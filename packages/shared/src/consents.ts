import { z } from 'zod';
import { messageRef } from './messages/ref.ts';

export * from './consent-wording.ts';

/**
 * Where a choice was made or withdrawn; `order_page` is the box a shopper's own order page offers while the order
 * is on its way (a guest's after claiming it), recorded with that order.
 */
export const CONSENT_SOURCES = [
  'checkout',
  'account',
  'order_page',
  'whatsapp_reply',
  'back_office',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

const choice = z.boolean({ error: messageRef('consent.yesOrNo') }).optional();

/**
 * The choices a checkout's payload may carry: a box left out changes nothing, so unticking at the checkout never
 * withdraws what the account says.
 */
export const consentChoiceFields = { whatsappUpdates: choice, whatsappMarketing: choice };

/**
 * `PUT /users/consents`: one choice or both, nothing else (the route refuses an empty body). `orderId` says the
 * choice was made on that order's page: it must be the shopper's own.
 */
export const ConsentChoicesSchema = z.strictObject(
  {
    ...consentChoiceFields,
    orderId: z.uuid({ error: messageRef('field.id', { label: 'orderId' }) }).optional(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? messageRef('consent.unknownChoice') : undefined),
  },
);
export type ConsentChoices = z.output<typeof ConsentChoicesSchema>;
