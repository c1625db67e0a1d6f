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

describe('in Hindi', () => {
  const cases = [
    ['ORDER_PAID', paid],
    ['ORDER_SHIPPED', shipped],
    ['REFUND_PROCESSED', refunded],
  ] as const;

  it('each SMS fills the same DLT variables as the English template, with ₹ amounts in Indian grouping', () => {
    for (const [template, data] of cases) {
      const hindi = smsContent(template, data, 'hi');
      expect(Object.keys(hindi.variables)).toEqual(Object.keys(smsContent(template, data).variables));
      expect(hindi.text).toMatch(/[\u0900-\u097F]/);
      for (const value of Object.values(hindi.variables)) expect(hindi.text).toContain(value);
    }
    expect(smsContent('ORDER_PAID', paid, 'hi').variables.amount).toBe('₹12,34,567.50');
    expect(
      smsContent('ORDER_SHIPPED', { ...shipped, carrier: 'Local courier', trackingUrl: null }, 'hi').text,
    ).toContain('ट्रैक करें: कूरियर की वेबसाइट पर');
    expect(smsContent('REFUND_PROCESSED', { ...refunded, creditNote: null }, 'hi').text).toContain(
      'क्रेडिट नोट जल्द भेजा जाएगा।',
    );
  });

  it('e-mails follow the language the notice was written in, with the date as hi-IN writes it', () => {
    const writtenAt = new Date('2026-11-24T06:00:00Z');
    const email = emailContent(
      'ORDER_PAID',
      { ...paid, language: 'hi' },
      { invoiceAttached: true, writtenAt },
    );
    expect(email.subject).toBe('ऑर्डर ORD-2026-000123 के लिए धन्यवाद | Vanya Naturals');
    expect(email.text).toContain('नमस्ते Ananya Iyer,');
    expect(email.text).toContain('भुगतान की गई रकम: ₹12,34,567.50');
    expect(email.text).toContain('भुगतान की तारीख: 24 नवंबर 2026');
    expect(email.html).toContain('<html lang="hi-IN">');
    const english = emailContent('ORDER_PAID', paid, { invoiceAttached: true, writtenAt });
    expect(english.text).toContain('Paid on: 24 November 2026');
    expect(english.html).toContain('<html lang="en-IN">');

    const refund = emailContent('REFUND_PROCESSED', { ...refunded, language: 'hi' });
    expect(refund.subject).toBe('ऑर्डर ORD-2026-000123 के ₹499.50 का रिफ़ंड | Vanya Naturals');
    expect(refund.text).toContain('क्रेडिट नोट: VN/CN/2026-27/000007');
    // An unknown language in an old row reads as English.
    expect(emailContent('REFUND_PROCESSED', { ...refunded, language: 'ta' }).subject).toMatch(/^Refund of/);
  });
});

describe('the courier’s news', () => {
  const parcel = {
    orderId: 'ORD-2026-000123',
    name: 'Ananya Iyer',
    carrier: 'Delhivery Surface',
    awb: 'SR1234567890123',
    trackingUrl: 'https://vanyanaturals.in/track?orderId=ORD-2026-000123',
    reason: 'Customer not available',
    reattemptUrl: 'https://wa.me/919829012345?text=again',
  };

  it('fits one GSM SMS in English, and says the same in Hindi', () => {
    for (const template of ['ORDER_OUT_FOR_DELIVERY', 'ORDER_DELIVERED', 'DELIVERY_FAILED'] as const) {
      const { text, variables } = smsContent(template, parcel);
      expect(text.length, text).toBeLessThanOrEqual(160);
      expect(text, text).toMatch(GSM);
      expect(variables).toEqual({ order: parcel.orderId, carrier: parcel.carrier, link: parcel.trackingUrl });
      const hindi = smsContent(template, parcel, 'hi').text;
      expect(hindi).toContain(parcel.orderId);
      expect(hindi).toMatch(/[\u0900-\u097F]/);
    }
    expect(smsContent('DELIVERY_FAILED', parcel).text).toBe(
      'Vanya Naturals order ORD-2026-000123: Delhivery Surface could not deliver it today. Ask for a new attempt https://vanyanaturals.in/track?orderId=ORD-2026-000123',
    );
  });

  it('gives a failed delivery’s e-mail the reason and the way to ask for another attempt', () => {
    const email = emailContent('DELIVERY_FAILED', parcel);
    expect(email.subject).toBe('We could not deliver your order ORD-2026-000123 | Vanya Naturals');
    expect(email.text).toContain('could not (Customer not available)');
    expect(email.text).toContain('Ask for another attempt: https://wa.me/919829012345?text=again');
    const hindi = emailContent('DELIVERY_FAILED', { ...parcel, language: 'hi' });
    expect(hindi.subject).toBe('आपका ऑर्डर ORD-2026-000123 डिलीवर नहीं हो सका | Vanya Naturals');
    expect(hindi.text).toContain('दोबारा डिलीवरी के लिए कहें: https://wa.me/919829012345?text=again');
  });
});
