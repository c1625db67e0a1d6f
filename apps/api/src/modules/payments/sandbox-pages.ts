import { brand, INDIAN_STATES } from '@shop/shared';

/**
 * The browser side of the sandbox gateway. `checkout.js` defines `window.Razorpay` with the same surface as
 * Razorpay's script (`new Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`), so the storefront has one
 * code path; it opens the hosted page below in an overlay and relays its result.
 */
export const SANDBOX_CHECKOUT_JS = `(() => {
  'use strict';
  class Razorpay {
    constructor(options) {
      this.options = options || {};
      this.handlers = {};
    }
    on(event, callback) {
      this.handlers[event] = callback;
      return this;
    }
    open() {
      const o = this.options;
      const prefill = o.prefill || {};
      const params = new URLSearchParams({ order_id: o.order_id || '', key: o.key || '', name: prefill.name || '', email: prefill.email || '', contact: prefill.contact || '' });
      const overlay = document.createElement('div');
      overlay.setAttribute('data-sandbox-checkout', '');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;background:rgba(20,24,14,.55);display:flex;align-items:center;justify-content:center;';
      const frame = document.createElement('iframe');
      frame.title = 'Sandbox payment checkout';
      frame.src = '/payments/sandbox/checkout?' + params.toString();
      frame.style.cssText = 'width:min(440px,100vw);height:min(720px,100dvh);border:0;border-radius:14px;background:#fff;box-shadow:0 20px 60px rgba(0,0,0,.35);';
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      const previousOverflow = document.documentElement.style.overflow;
      document.documentElement.style.overflow = 'hidden';
      const close = () => {
        window.removeEventListener('message', onMessage);
        overlay.remove();
        document.documentElement.style.overflow = previousOverflow;
      };
      const onMessage = (event) => {
        if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
        const data = event.data || {};
        if (data.type === 'sandbox:success') {
          close();
          if (typeof o.handler === 'function') o.handler(data.response);
        } else if (data.type === 'sandbox:failed') {
          if (this.handlers['payment.failed']) this.handlers['payment.failed']({ error: data.error });
        } else if (data.type === 'sandbox:dismiss') {
          close();
          if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
        }
      };
      window.addEventListener('message', onMessage);
    }
  }
  window.Razorpay = Razorpay;
})();
`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** `nonce`: this request's Content-Security-Policy nonce, without which the page's script does not run. */
export function sandboxCheckoutPage(
  prefill: { name: string; email: string; contact: string },
  nonce: string,
): string {
  const states = INDIAN_STATES.map((state) => `<option>${escapeHtml(state)}</option>`).join('');
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout - ${escapeHtml(brand.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  *{box-sizing:border-box} body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#23261d;background:#fff}
  header{display:flex;align-items:center;justify-content:space-between;padding:14px 18px;background:#072654;color:#fff}
  header b{font-size:16px} .badge{font-size:11px;font-weight:700;letter-spacing:.06em;background:#f5b400;color:#072654;border-radius:999px;padding:3px 8px;margin-left:8px}
  button.close{background:transparent;border:0;color:#fff;font-size:24px;line-height:1;cursor:pointer;padding:4px 8px;border-radius:8px}
  main{padding:16px 18px 20px;overflow-y:auto;height:calc(100dvh - 56px)}
  h2{font-size:13px;letter-spacing:.05em;text-transform:uppercase;color:#5a5f52;margin:18px 0 8px}
  ul{list-style:none;padding:0;margin:0} li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px solid #eee}
  .muted{color:#5a5f52;font-size:13px} .row{display:flex;justify-content:space-between;padding:4px 0}
  .total{font-weight:700;font-size:17px;border-top:1px solid #ddd;margin-top:6px;padding-top:8px}
  label{display:block;font-size:13px;margin:8px 0 3px;color:#3a3f34} input,select{width:100%;padding:10px 11px;border:1px solid #c9cdc0;border-radius:9px;font:inherit}
  input:focus,select:focus,button:focus-visible{outline:3px solid #528ff0;outline-offset:1px}
  .grid{display:grid;grid-template-columns:1fr 1fr;gap:0 10px} .coupon{display:flex;gap:8px} .coupon input{flex:1}
  .btn{display:block;width:100%;border:0;border-radius:10px;padding:13px;font:600 16px system-ui,sans-serif;cursor:pointer;margin-top:12px}
  .pay{background:#072654;color:#fff} .fail{background:#fff;color:#b42318;border:1px solid #f0b4ae}
  .apply{width:auto;margin:0;padding:10px 14px;background:#e9ecdc;color:#23261d;font-size:14px}
  .msg{min-height:20px;font-size:13px;margin-top:6px} .error{color:#b42318} .ok{color:#236b2e}
  [aria-busy="true"]{opacity:.6;pointer-events:none}
</style>
</head>
<body>
<header><div><b>${escapeHtml(brand.name)}</b><span class="badge">TEST MODE</span></div><button class="close" type="button" aria-label="Close checkout" id="close">×</button></header>
<main id="main" aria-busy="true">
  <p class="muted">Offline sandbox standing in for Razorpay: no money moves. Pay or simulate a declined payment.</p>
  <h2>Order <span id="receipt"></span></h2>
  <ul id="items"></ul>
  <div class="row"><span>Subtotal</span><span id="subtotal"></span></div>
  <div class="row" id="bundleRow" hidden><span>Bundle discount</span><span id="bundle"></span></div>
  <div class="row" id="couponRow" hidden><span>Coupon <span id="couponName"></span></span><span id="coupon"></span></div>
  <div class="row"><span>Shipping</span><span>Free</span></div>
  <div class="row total"><span>To pay</span><span id="amount"></span></div>
  <form id="form" novalidate>
    <h2>Coupon</h2>
    <div class="coupon"><input id="couponCode" name="couponCode" aria-label="Coupon code" placeholder="WELCOME10" autocomplete="off"><button class="btn apply" type="button" id="applyCoupon">Apply</button></div>
    <div class="msg" id="couponMsg" role="status"></div>
    <h2>Contact</h2>
    <label for="name">Full name</label><input id="name" name="name" required autocomplete="name" value="${escapeHtml(prefill.name)}">
    <div class="grid">
      <div><label for="contact">Mobile</label><input id="contact" name="contact" required inputmode="tel" autocomplete="tel" value="${escapeHtml(prefill.contact)}"></div>
      <div><label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(prefill.email)}"></div>
    </div>
    <h2>Shipping address</h2>
    <label for="line1">House, street</label><input id="line1" name="line1" required autocomplete="address-line1">
    <label for="line2">Locality</label><input id="line2" name="line2" autocomplete="address-line2">
    <div class="grid">
      <div><label for="city">City</label><input id="city" name="city" required autocomplete="address-level2"></div>
      <div><label for="zipcode">PIN code</label><input id="zipcode" name="zipcode" required inputmode="numeric" maxlength="6" autocomplete="postal-code"></div>
    </div>
    <label for="state">State</label><select id="state" name="state" required><option value="">Choose a state</option>${states}</select>
    <div class="msg error" id="formMsg" role="alert"></div>
    <button class="btn pay" type="submit" id="pay">Pay</button>
    <button class="btn fail" type="button" id="fail">Simulate a failed payment</button>
  </form>
</main>
<script nonce="${escapeHtml(nonce)}">
(() => {
  const params = new URLSearchParams(location.search);
  const orderId = params.get('order_id') || '';
  const $ = (id) => document.getElementById(id);
  const inr = (paise) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: paise % 100 ? 2 : 0 }).format(paise / 100);
  const post = (type, extra) => parent.postMessage(Object.assign({ type }, extra), location.origin);
  const api = async (method, path, body) => {
    const response = await fetch('/api/v1' + path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
    return response.json();
  };
  let amount = 0;
  const render = (order) => {
    $('receipt').textContent = order.orderId;
    $('items').replaceChildren(...order.products.map((line) => {
      const li = document.createElement('li');
      const name = document.createElement('span');
      name.textContent = line.name + ' (' + line.size.title + ') × ' + line.qty;
      const price = document.createElement('span');
      price.textContent = inr(line.lineTotal);
      li.append(name, price);
      return li;
    }));
    $('subtotal').textContent = inr(order.subtotal);
    $('bundleRow').hidden = !order.bundleDiscountAmount;
    $('bundle').textContent = '−' + inr(order.bundleDiscountAmount);
    $('couponRow').hidden = !order.couponCode;
    $('couponName').textContent = order.couponCode || '';
    $('coupon').textContent = '−' + inr(order.couponDiscountAmount);
    amount = order.totalAmount;
    $('amount').textContent = inr(amount);
    $('pay').textContent = 'Pay ' + inr(amount);
  };
  const load = async () => {
    const result = await api('GET', '/payments/sandbox/orders/' + encodeURIComponent(orderId));
    if (result.status !== 200) { $('formMsg').textContent = result.message; return; }
    render(result.body);
    $('main').setAttribute('aria-busy', 'false');
  };
  $('close').addEventListener('click', () => post('sandbox:dismiss'));
  document.addEventListener('keydown', (event) => { if (event.key === 'Escape') post('sandbox:dismiss'); });
  $('applyCoupon').addEventListener('click', async () => {
    const code = $('couponCode').value.trim();
    // As Magic Checkout does, the number typed so far goes with the coupon, so first-order limits apply now.
    const contact = $('contact').value.trim();
    const result = await api('POST', '/orders/apply-coupon', { razorpayOrderId: orderId, couponCode: code || null, contact: contact || null });
    $('couponMsg').className = 'msg ' + (result.status === 200 ? 'ok' : 'error');
    $('couponMsg').textContent = result.message;
    if (result.status === 200) await load();
  });
  $('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const form = $('form');
    if (!form.reportValidity()) return;
    $('main').setAttribute('aria-busy', 'true');
    const value = (id) => $(id).value.trim();
    const result = await api('POST', '/payments/sandbox/orders/' + encodeURIComponent(orderId) + '/pay', {
      name: value('name'), email: value('email'), contact: value('contact'),
      shippingAddress: { name: value('name'), line1: value('line1'), line2: value('line2'), city: value('city'), state: value('state'), zipcode: value('zipcode'), country: 'India' },
    });
    $('main').setAttribute('aria-busy', 'false');
    if (result.status === 200) post('sandbox:success', { response: result.body });
    else $('formMsg').textContent = result.message + (result.errors ? ': ' + Object.values(result.errors).join(', ') : '');
  });
  $('fail').addEventListener('click', async () => {
    const result = await api('POST', '/payments/sandbox/orders/' + encodeURIComponent(orderId) + '/fail');
    if (result.status === 200) {
      // Like Razorpay's checkout, stay open after a decline so the shopper can try again or close.
      $('formMsg').textContent = 'Payment failed: ' + result.body.error.description + ' You can try again or close this window.';
      post('sandbox:failed', { error: result.body.error });
    } else $('formMsg').textContent = result.message;
  });
  load();
})();
</script>
</body>
</html>`;
}
