import { describe, expect, it } from 'vitest';
import { AddressSchema, LoginSchema, OtpSchema } from '../account-forms.ts';
import { CheckoutDetailsSchema, CreateOrderSchema } from '../checkout.ts';
import { ContactSchema, ReviewSchema } from '../forms.ts';
import { EN_TERMS } from './en.ts';
import { HI_TERMS } from './hi.ts';
import {
  EN_MESSAGES,
  englishText,
  HI_MESSAGES,
  type MessageCode,
  message,
  messageCatalog,
  messageRef,
  msg,
  placeholders,
  readMessageRef,
  renderFieldErrors,
  renderingCatalog,
  renderMessage,
  renderTextWith,
} from './index.ts';

const codes = Object.keys(EN_MESSAGES) as MessageCode[];

describe('the Hindi catalog', () => {
  it.each(codes)('%s has a Hindi text of its own, with the same placeholders', (code) => {
    const hi = HI_MESSAGES[code];
    expect(hi?.trim()).toBeTruthy();
    expect(hi).not.toBe(EN_MESSAGES[code]);
    expect(hi).toMatch(/[\u0900-\u097F]/);
    expect(placeholders(hi).sort()).toEqual(placeholders(EN_MESSAGES[code]).sort());
  });

  it('has Hindi for every placeholder word', () => {
    for (const [kind, words] of Object.entries(EN_TERMS)) {
      const hindi = HI_TERMS[kind as keyof typeof EN_TERMS] as Record<string, string>;
      for (const word of words) expect(hindi[word]?.trim(), `${kind} ${word}`).toBeTruthy();
    }
  });

  it('renders every code in Hindi with its values put into Hindi, and in English as the catalog says', () => {
    const values = { label: 'Name', max: 7, min: 1, count: 3, left: 2, seconds: 9, stock: 4, minutes: 30 };
    const words = {
      hours: 48,
      code: 'SAVE5',
      amount: '₹50',
      product: 'Neem Soap',
      size: '75 g',
      item: 'Soap',
    };
    const english = { ...values, ...words, paid: '₹1', total: '₹2', reason: 'ZZ', after: '10 minutes' };
    const hindi = { ...english, label: 'नाम', after: '10 मिनट', state: 'भेजा जा चुका', move: 'रद्द' };
    for (const code of codes) {
      const coded = msg(code, { ...english, state: 'shipped', move: 'cancelled' });
      expect(renderMessage(coded, 'hi'), code).toBe(message('hi', code, hindi));
      expect(englishText(coded), code).toBe(
        message('en', code, { ...english, state: 'shipped', move: 'cancelled' }),
      );
    }
  });
});

describe('renderMessage', () => {
  it('leaves English alone, and a text the catalog does not know', () => {
    expect(renderMessage(msg('cart.empty'), 'en')).toBe('Your cart is empty');
    expect(renderMessage('Only staff can see this', 'hi')).toBe('Only staff can see this');
  });

  it('never reads an English text back into a message', () => {
    expect(renderMessage('Your cart is empty', 'hi')).toBe('Your cart is empty');
  });

  it('translates the field label inside a message', () => {
    expect(renderMessage(msg('field.required', { label: 'First Name' }), 'hi')).toBe('पहला नाम भरना ज़रूरी है');
    expect(renderMessage(msg('field.tooLong', { label: 'Name', max: 80 }), 'hi')).toBe(
      'नाम में ज़्यादा से ज़्यादा 80 अक्षर हो सकते हैं',
    );
  });

  it('keeps codes, amounts and names as they are, and translates a message inside a message', () => {
    expect(renderMessage(msg('coupon.addMore', { amount: '₹250', code: 'WELCOME10' }), 'hi')).toBe(
      'WELCOME10 लगाने के लिए ₹250 का सामान और जोड़ें',
    );
    const refused = msg('payment.refundingSorry', {
      reason: msg('coupon.notUsable', { code: 'SAVE5', reason: msg('coupon.expired') }),
      amount: '₹1,299',
    });
    expect(englishText(refused)).toBe(
      'Sorry, the coupon SAVE5 could not be used: This coupon has expired. Your payment of ₹1,299 will be refunded to your original payment method within 5-7 working days.',
    );
    expect(renderMessage(refused, 'hi')).toBe(
      'माफ़ कीजिए, कूपन SAVE5 नहीं लग सका: इस कूपन की तारीख निकल चुकी है। आपके ₹1,299 5-7 कामकाजी दिनों में उसी खाते या कार्ड में लौटा दिए जाएँगे जिससे आपने भुगतान किया था।',
    );
  });

  it('names a product by the name it is given for the language, and keeps its size', () => {
    const names = { 'Neem Soap': 'नीम साबुन' };
    expect(renderMessage(msg('cart.outOfStock', { product: 'Neem Soap', size: '100 g' }), 'hi', names)).toBe(
      'नीम साबुन (100 g) अभी स्टॉक में नहीं है',
    );
    expect(renderMessage(msg('bundle.notAllowed', { product: 'Neem Soap' }), 'hi', names)).toBe(
      'नीम साबुन बंडल में नहीं जोड़ा जा सकता',
    );
    expect(
      renderMessage(
        msg('payment.refundingSorry', {
          reason: msg('payment.soldOut', { item: 'Neem Soap (100 g)' }),
          amount: '₹250',
        }),
        'hi',
        names,
      ),
    ).toMatch(/^माफ़ कीजिए, आपके भुगतान करते-करते नीम साबुन \(100 g\) बिक गया।/);
    // A product with no name given keeps its English one; English texts stay English.
    expect(renderMessage(msg('cart.notSold', { product: 'Rose Toner' }), 'hi', names)).toBe(
      'Rose Toner अब नहीं बिकता',
    );
    expect(renderMessage(msg('cart.notSold', { product: 'Neem Soap' }), 'en', names)).toBe(
      'Neem Soap is no longer sold',
    );
  });

  it('says a wait in Hindi units', () => {
    expect(renderMessage(msg('limit.attemptsAfter', { after: '10 minutes' }), 'hi')).toBe(
      'कम समय में बहुत ज़्यादा कोशिशें हो गईं। कृपया 10 मिनट बाद दोबारा कोशिश करें।',
    );
    expect(renderMessage(msg('limit.attemptsAfter', { after: '1 hour' }), 'hi')).toContain('1 घंटे बाद');
  });

  it('translates an order state', () => {
    expect(renderMessage(msg('order.illegalMove', { state: 'shipped', move: 'cancelled' }), 'hi')).toBe(
      'जो ऑर्डर भेजा जा चुका है, उसे रद्द नहीं किया जा सकता',
    );
  });
});

describe('the shared forms in Hindi', () => {
  // What the storefront shows beside a field when its own check fails: every message has a Hindi text.
  it.each([
    ['address', AddressSchema, { country: 'Nepal', pincode: '012345', mobile: '12345', email: 'x' }],
    ['contact', ContactSchema, { name: 'A\u0000', email: 'a@b', number: '99', message: '' }],
    ['review', ReviewSchema, { product: 'p', rating: 7 }],
    ['login', LoginSchema, { mobile: '5555' }],
    ['otp', OtpSchema, { otp: '12ab' }],
    ['checkout', CheckoutDetailsSchema, { name: '', email: 'no', contact: '1', shippingAddress: {} }],
    ['cart', CreateOrderSchema, { products: [] }],
  ] as const)('%s', (_name, schema, input) => {
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    const errors = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    const hindi = renderFieldErrors(errors, 'hi');
    const english = renderFieldErrors(errors, 'en');
    for (const [field, text] of Object.entries(errors)) {
      // zod's own wording for a wrong type is not ours to translate; the shop's forms never send one.
      if (text.startsWith('Invalid input')) continue;
      expect(hindi[field], `${field}: ${text}`).not.toBe(english[field]);
      expect(hindi[field]).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('rendering with a catalog passed in (the browser holds only its page language)', () => {
  // As the root loader sends it: through JSON, not the module's own objects.
  const hindi = JSON.parse(JSON.stringify(renderingCatalog('hi')));
  const english = JSON.parse(JSON.stringify(renderingCatalog('en')));
  const mobileError = () => {
    const result = LoginSchema.safeParse({ mobile: '12345' });
    return result.success ? '' : (result.error.issues[0]?.message ?? '');
  };

  it("puts a form check's message into the catalog's language, its field named in that language", () => {
    expect(renderTextWith(english, mobileError())).toBe(
      'Mobile must be a valid 10-digit Indian mobile number',
    );
    expect(renderTextWith(hindi, mobileError())).toBe(
      'मोबाइल नंबर सही नहीं है: 10 अंकों का भारतीय मोबाइल नंबर लिखें',
    );
    expect(renderTextWith(hindi, mobileError())).toBe(renderMessage(mobileError(), 'hi'));
  });

  it('leaves a text already in the language, or one the catalog does not know, as it is', () => {
    const localised = renderTextWith(hindi, mobileError());
    expect(renderTextWith(hindi, localised)).toBe(localised);
    expect(renderTextWith(hindi, 'Something only the back office says')).toBe(
      'Something only the back office says',
    );
  });

  it('has no catalog for English, whose texts are the source', () => {
    expect(messageCatalog('en')).toBeNull();
  });

  it('a reference is never English text, and reads back to its message', () => {
    const ref = messageRef('field.atMost', { label: 'qty', max: 99 });
    expect(ref).not.toContain('must be');
    expect(readMessageRef(ref)).toEqual(msg('field.atMost', { label: 'qty', max: 99 }));
    expect(readMessageRef('qty must be at most 99')).toBeUndefined();
  });
});
