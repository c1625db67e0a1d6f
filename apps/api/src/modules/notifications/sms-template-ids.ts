import type { Config } from '../../config.ts';
import { ORDER_NOTICE_TEMPLATES, type OrderNoticeTemplate } from './order-notices.ts';
import { SHOP_SMS_TEMPLATES, type ShopSmsTemplate } from './shop-sms.ts';

type SmsTemplate = OrderNoticeTemplate | ShopSmsTemplate;
type TemplateSetting = `MSG91_${SmsTemplate}_TEMPLATE_ID`;

/**
 * Each order message's MSG91 template id, in English and in Hindi, from MSG91_{TEMPLATE}_TEMPLATE_ID(_HI). The
 * console adapter writes the template's name where MSG91 needs its registered id (`{name}_HI` for Hindi); with
 * MSG91, a Hindi template not registered (unset) sends that message in English, as the registered text it must be.
 */
export function smsTemplateIds(config: Config): {
  smsTemplateIds: Record<OrderNoticeTemplate, string>;
  hindiSmsTemplateIds: Partial<Record<SmsTemplate, string | undefined>>;
  shopSmsTemplateIds: Partial<Record<ShopSmsTemplate, string | undefined>>;
} {
  const english = {} as Record<OrderNoticeTemplate, string>;
  const hindi: Partial<Record<SmsTemplate, string | undefined>> = {};
  const shop: Partial<Record<ShopSmsTemplate, string | undefined>> = {};
  // A shop message not registered with MSG91 is not sent by SMS: it is an offer, not an order's news.
  for (const name of SHOP_SMS_TEMPLATES) {
    const setting: TemplateSetting = `MSG91_${name}_TEMPLATE_ID`;
    shop[name] = config[setting] ?? (config.SMS_PROVIDER === 'console' ? name : undefined);
    hindi[name] = config[`${setting}_HI`] ?? (config.SMS_PROVIDER === 'console' ? `${name}_HI` : undefined);
  }
  for (const name of ORDER_NOTICE_TEMPLATES) {
    const setting: TemplateSetting = `MSG91_${name}_TEMPLATE_ID`;
    english[name] = config[setting] ?? name;
    hindi[name] = config[`${setting}_HI`] ?? (config.SMS_PROVIDER === 'console' ? `${name}_HI` : undefined);
  }
  return { smsTemplateIds: english, hindiSmsTemplateIds: hindi, shopSmsTemplateIds: shop };
}
