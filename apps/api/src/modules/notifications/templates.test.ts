import { trackingUrl } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { emailContent, smsContent } from './templates.ts';

const paid = { orderId: 'ORD-2026-000123', name: 'Ananya Iyer', amount: 1_234_567_50 };
const shipped = {
  orderId: 'ORD-2026-000123',
  name: 'Ananya Iyer',
  carrier: 'Delhivery',
  trackingNumber: 'DLV-1234567890',
  trackingUrl: trackingUrl('Delhivery', 'DLV-1234567890'),
};
const refunded = {
  orderId: 'ORD-2026-000123',
  name: 'Ananya Iyer',
  amount: 49_950,
  creditNote: 'VN/CN/2026-27/000007',
};
// The GSM 7-bit alphabet's printable ASCII: anything else makes a Unicode SMS of 70 characters a part.
const GSM = /^[A-Za-z0-9 @$_!"#%&'()*+,\-./:;<=>?\n]*$/;

describe('SMS texts', () => {
  it('fit one 160-character GSM message with large amounts and long ids', () => {
    for (const [template, data] of [
      ['ORDER_PAID', paid],
      ['ORDER_SHIPPED', shipped],
      ['REFUND_PROCESSED', refunded],
    ] as const) {
      const { text } = smsContent(template, data);
      expect(text.length, text).toBeLessThanOrEqual(160);
      expect(text, text).toMatch(GSM);
    }
  });

  it('are fixed text with only the DLT variables filling in', () => {
    expect(smsContent('ORDER_PAID', paid)).toEqual({
      variables: { order: 'ORD-2026-000123', amount: 'Rs.12,34,567.50' },
      text: 'Thank you for your Vanya Naturals order ORD-2026-000123 of Rs.12,34,567.50. We will send you the tracking details once it ships.',
    });
    expect(smsContent('REFUND_PROCESSED', refunded)).toEqual({
      variables: { amount: 'Rs.499.50', order: 'ORD-2026-000123', creditnote: 'VN/CN/2026-27/000007' },
      text: 'Vanya Naturals has refunded Rs.499.50 for order ORD-2026-000123 to your original payment method. Credit note VN/CN/2026-27/000007.',
    });
    // A carrier without a tracking page the shop knows.
    expect(
      smsContent('ORDER_SHIPPED', { ...shipped, carrier: 'Local courier', trackingUrl: null }).variables.link,
    ).toBe('on the courier website');
  });
});

describe('e-mails', () => {
  it('escape what the shopper typed in the HTML, and keep it as typed in the text', () => {
    const name = '<script>alert("x")</script> & Co';
    const email = emailContent('ORDER_PAID', { ...paid, name });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(email.text).toContain(`Hello ${name},`);
  });

  it('name the brand and the order in the subject, and show the amounts in rupees', () => {
    const email = emailContent('REFUND_PROCESSED', refunded);
    expect(email.subject).toBe('Refund of ₹499.50 for order ORD-2026-000123 | Vanya Naturals');
    expect(email.text).toContain('Credit note: VN/CN/2026-27/000007');
    expect(email.html).toContain('Vanya Naturals Private Limited');
  });

  it('offer the tracking link only when the carrier has one', () => {
    expect(emailContent('ORDER_SHIPPED', shipped).html).toContain(
      'href="https://www.delhivery.com/track/package/DLV-1234567890"',
    );
    const unknown = emailContent('ORDER_SHIPPED', {
      ...shipped,
      carrier: 'Local courier',
      trackingUrl: null,
    });
    expect(unknown.html).not.toContain('href=');
    expect(unknown.text).toContain('Tracking number: DLV-1234567890');
  });

  it('mention the invoice only when it is attached', () => {
    expect(emailContent('ORDER_PAID', paid, { invoiceAttached: true }).text).toContain('invoice is attached');
    expect(emailContent('ORDER_PAID', paid, { invoiceAttached: false }).text).not.toContain('invoice');
  });
});
