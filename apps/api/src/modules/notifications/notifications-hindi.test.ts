import { describe, expect, it } from 'vitest';
import {
  emailsAbout,
  nextSize,
  openNotificationShop,
  orderSms,
  sendDue,
  smsTo,
  t,
  worker,
} from '../../../test/notification-shop.ts';
import { call, line, newMobile, placePaidOrder, readOtp } from '../../../test/shop.ts';
import type { SmsMessage } from '../../adapters/sms/sms.ts';

openNotificationShop();

describe('a Hindi shopper', () => {
  const hindi = { 'accept-language': 'hi-IN' };
  /** Logs in from a Hindi page, as the storefront's /hi/ pages ask: the account's language becomes Hindi. */
  const hindiLogin = async (mobile: string) => {
    const registered = await call(t.app, 'POST', '/users/register', { payload: { mobile }, headers: hindi });
    const otp = await readOtp(t.dataDir, mobile);
    const verified = await call(t.app, 'POST', '/users/verifyAccount', {
      token: registered.json.body.token,
      payload: { otp },
      headers: hindi,
    });
    return verified.json.body.token as string;
  };

  it('gets the order confirmation by SMS and e-mail in Hindi, with ₹ and a hi-IN date', async () => {
    const mobile = newMobile();
    const token = await hindiLogin(mobile);
    const size = nextSize();
    // The checkout itself is English (no header): the account's language decides, not the last request's.
    const order = await placePaidOrder(t.app, [line(size)], { token, mobile });
    await sendDue();

    const [sms] = await smsTo(mobile);
    // The console adapter stands in for MSG91: the Hindi template's name is its id.
    expect(sms?.templateId).toBe('ORDER_PAID_HI');
    expect(sms?.text).toContain(`ऑर्डर ${order.orderId} के ₹`);
    expect(sms?.text).toContain('धन्यवाद');
    expect(sms?.variables?.amount).toMatch(/^₹[\d,]+(\.\d{2})?$/);

    const [email] = await emailsAbout(order.orderId);
    expect(email?.subject).toBe(`ऑर्डर ${order.orderId} के लिए धन्यवाद | Vanya Naturals`);
    expect(email?.text).toContain('नमस्ते Ananya Iyer,');
    expect(email?.text).toContain('आपका GST टैक्स इनवॉइस इस ई-मेल के साथ जुड़ा है।');
    const paidOn = email?.text.match(/भुगतान की तारीख: (.+)/)?.[1];
    // hi-IN writes the month in Hindi: "24 नवंबर 2026".
    expect(paidOn).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    expect(email?.html).toContain('<html lang="hi-IN">');
    expect(email?.text).not.toMatch(/Hello|Thank you/);
  });

  it('keeps English for a shopper who logged in from an English page', async () => {
    const mobile = newMobile();
    const registered = await call(t.app, 'POST', '/users/register', { payload: { mobile } });
    const verified = await call(t.app, 'POST', '/users/verifyAccount', {
      token: registered.json.body.token,
      payload: { otp: await readOtp(t.dataDir, mobile) },
    });
    const size = nextSize();
    const order = await placePaidOrder(t.app, [line(size)], { token: verified.json.body.token, mobile });
    await sendDue();
    const [sms] = await smsTo(mobile);
    expect(sms?.templateId).toBe('ORDER_PAID');
    expect(sms?.text).toMatch(/^Thank you for your Vanya Naturals order/);
    const [email] = await emailsAbout(order.orderId);
    expect(email?.subject).toBe(`Thank you for your order ${order.orderId} | Vanya Naturals`);
    expect(email?.text).toMatch(/Paid on: \d{1,2} [A-Z][a-z]+ \d{4}/);
  });

  it('gets English SMS where MSG91 has no Hindi template registered, and Hindi e-mail all the same', async () => {
    const mobile = newMobile();
    const token = await hindiLogin(mobile);
    const size = nextSize();
    const order = await placePaidOrder(t.app, [line(size)], { token, mobile });
    const sent: SmsMessage[] = [];
    const sms = orderSms('msg91-without-hindi', async (message) => {
      sent.push(message);
    });
    await worker({ sms, hindiSmsTemplateIds: {} }).runDue();
    const mine = sent.filter((message) => message.to === mobile);
    expect(mine).toMatchObject([{ templateId: 'dlt-paid', language: 'en' }]);
    expect(mine[0]?.text).toMatch(/^Thank you for your Vanya Naturals order .* of Rs\./);
    const [email] = await emailsAbout(order.orderId);
    expect(email?.subject).toContain('धन्यवाद');
  });
});
