import { formatINR } from '@shop/shared';
import type { WhatsAppButton } from '../../adapters/whatsapp/whatsapp-provider.ts';
import type { WhatsAppTemplateKey } from '../../adapters/whatsapp/whatsapp-templates.ts';
import { type NoticeData, text } from './notice-wording-types.ts';
import type { OrderNoticeTemplate } from './order-notices.ts';

/** What a WhatsApp template is filled with: its variables in order and its buttons' payloads. */
export interface WhatsAppContent {
  key: WhatsAppTemplateKey;
  bodyParameters: string[];
  buttons: WhatsAppButton[];
}

/**
 * A quick reply's payload names what the tap does and to which order; WhatsApp gives it back with the number
 * that tapped, which must be the order's (docs/messaging.md#replies).
 */
export const REPLY_ACTIONS = ['cod-confirm', 'cod-cancel', 'ndr-reattempt', 'ndr-rto'] as const;
export type ReplyAction = (typeof REPLY_ACTIONS)[number];

export const replyPayload = (action: ReplyAction, orderDbId: string): string => `${action}:${orderDbId}`;

export function readReplyPayload(payload: string): { action: ReplyAction; orderDbId: string } | null {
  const [action, orderDbId, ...rest] = payload.split(':');
  if (rest.length > 0 || !action || !orderDbId) return null;
  if (!(REPLY_ACTIONS as readonly string[]).includes(action)) return null;
  if (!/^[0-9a-f-]{36}$/.test(orderDbId)) return null;
  return { action: action as ReplyAction, orderDbId };
}

/**
 * Meta refuses an empty variable, and one with a new line, a tab or more than four spaces in a row: each value is
 * put on one line, and a missing one says so.
 */
function variable(value: string, missing = '—'): string {
  const oneLine = value
    .replace(/[\t\n\r]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim();
  return oneLine === '' ? missing : oneLine.slice(0, 1000);
}

const money = (data: NoticeData, key = 'amount'): string => {
  const value = data[key];
  return typeof value === 'number' ? formatINR(value) : '';
};

/** An order notice as its WhatsApp template (adapters/whatsapp/whatsapp-templates.ts) is filled in. */
export function whatsappContent(
  template: OrderNoticeTemplate,
  data: NoticeData,
  orderDbId: string,
): WhatsAppContent {
  const order = variable(text(data, 'orderId'));
  const carrier = variable(text(data, 'carrier'));
  const link = variable(text(data, 'trackingUrl'));
  switch (template) {
    case 'ORDER_PAID':
      return { key: template, bodyParameters: [order, variable(money(data))], buttons: [] };
    case 'ORDER_SHIPPED':
      return {
        key: template,
        bodyParameters: [order, carrier, variable(text(data, 'trackingNumber')), link],
        buttons: [],
      };
    case 'ORDER_OUT_FOR_DELIVERY':
    case 'ORDER_DELIVERED':
      return { key: template, bodyParameters: [order, carrier, link], buttons: [] };
    case 'DELIVERY_FAILED':
      return {
        key: template,
        bodyParameters: [order, carrier, variable(text(data, 'reason'))],
        buttons: [
          { kind: 'quick_reply', payload: replyPayload('ndr-reattempt', orderDbId) },
          { kind: 'quick_reply', payload: replyPayload('ndr-rto', orderDbId) },
        ],
      };
    case 'REFUND_PROCESSED':
      return {
        key: template,
        bodyParameters: [variable(money(data)), order, variable(text(data, 'creditNote'))],
        buttons: [],
      };
    case 'COD_CONFIRM':
      return {
        key: template,
        bodyParameters: [order, variable(money(data))],
        buttons: [
          { kind: 'quick_reply', payload: replyPayload('cod-confirm', orderDbId) },
          { kind: 'quick_reply', payload: replyPayload('cod-cancel', orderDbId) },
        ],
      };
  }
}
