// The sandbox's hosted checkout page, inlined into it with this request's nonce: shows the order, applies a
// coupon, and pays or declines through the sandbox API, then tells the opening page (checkout-script.client.ts).

import type { ApiEnvelope, Order } from '@shop/shared';

(() => {
  const params = new URLSearchParams(location.search);
  const orderId = params.get('order_id') || '';
  const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
  const value = (id: string) => $<HTMLInputElement>(id).value.trim();
  const inr = (paise: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: paise % 100 ? 2 : 0,
    }).format(paise / 100);
  const post = (type: string, extra?: object) =>
    parent.postMessage(Object.assign({ type }, extra), location.origin);
  const api = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<ApiEnvelope<T>> => {
    const response = await fetch(`/api/v1${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : null,
    });
    return response.json();
  };
  const orderPath = `/payments/sandbox/orders/${encodeURIComponent(orderId)}`;
  const busy = (isBusy: boolean) => $('main').setAttribute('aria-busy', String(isBusy));

  const render = (order: Order) => {
    $('receipt').textContent = order.orderId;
    $('items').replaceChildren(
      ...order.products.map((line) => {
        const li = document.createElement('li');
        const name = document.createElement('span');
        name.textContent = `${line.name} (${line.size.title}) × ${line.qty}`;
        const price = document.createElement('span');
        price.textContent = inr(line.lineTotal);
        li.append(name, price);
        return li;
      }),
    );
    $('subtotal').textContent = inr(order.subtotal);
    $('bundleRow').hidden = !order.bundleDiscountAmount;
    $('bundle').textContent = `−${inr(order.bundleDiscountAmount)}`;
    $('couponRow').hidden = !order.couponCode;
    $('couponName').textContent = order.couponCode || '';
    $('coupon').textContent = `−${inr(order.couponDiscountAmount)}`;
    $('shipping').textContent = order.shippingAmount > 0 ? inr(order.shippingAmount) : 'Free';
    $('amount').textContent = inr(order.totalAmount);
    $('pay').textContent = `Pay ${inr(order.totalAmount)}`;
  };

  const load = async () => {
    const result = await api<Order>('GET', orderPath);
    if (result.status !== 200 || !result.body) {
      $('formMsg').textContent = result.message;
      return;
    }
    render(result.body);
    busy(false);
  };

  $('close').addEventListener('click', () => post('sandbox:dismiss'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') post('sandbox:dismiss');
  });

  $('applyCoupon').addEventListener('click', async () => {
    const code = value('couponCode');
    // As Magic Checkout does, the number typed so far goes with the coupon, so first-order limits apply now.
    const contact = value('contact');
    const result = await api('POST', '/orders/apply-coupon', {
      razorpayOrderId: orderId,
      couponCode: code || null,
      contact: contact || null,
    });
    $('couponMsg').className = `msg ${result.status === 200 ? 'ok' : 'error'}`;
    $('couponMsg').textContent = result.message;
    if (result.status === 200) await load();
  });

  // Magic Checkout asks the shop whether it delivers to the PIN code typed (its shipping-info call); the stand-in
  // asks the shop's delivery estimate, shows the date, and will not pay for a PIN code no courier reaches.
  const deliveryDay = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const askEstimate = async (zipcode: string) => {
    const input = $<HTMLInputElement>('zipcode');
    input.setCustomValidity('');
    $('zipcodeMsg').textContent = '';
    if (!/^[1-9]\d{5}$/.test(zipcode)) return;
    const result = await api<{ serviceable: boolean; estimatedDelivery: string | null }>(
      'GET',
      `/shipping/estimate?pincode=${zipcode}`,
    );
    if (zipcode !== value('zipcode') || result.status !== 200 || !result.body) return;
    const { serviceable, estimatedDelivery } = result.body;
    input.setCustomValidity(serviceable ? '' : result.message);
    $('zipcodeMsg').className = `msg ${serviceable ? 'ok' : 'error'}`;
    $('zipcodeMsg').textContent =
      serviceable && estimatedDelivery
        ? `Delivery by ${deliveryDay.format(new Date(`${estimatedDelivery}T00:00:00Z`))}`
        : result.message;
  };
  // One question per PIN code typed; paying waits for the answer to the one in the field.
  let zipcodeChecked = '';
  let zipcodeCheck: Promise<void> = Promise.resolve();
  const checkZipcode = () => {
    const zipcode = value('zipcode');
    if (zipcode !== zipcodeChecked) {
      zipcodeChecked = zipcode;
      zipcodeCheck = askEstimate(zipcode).catch(() => {});
    }
    return zipcodeCheck;
  };
  $('zipcode').addEventListener('input', () => void checkZipcode());

  $('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    await checkZipcode();
    if (!$<HTMLFormElement>('form').reportValidity()) return;
    busy(true);
    const result = await api('POST', `${orderPath}/pay`, {
      name: value('name'),
      email: value('email'),
      contact: value('contact'),
      shippingAddress: {
        name: value('name'),
        line1: value('line1'),
        line2: value('line2'),
        city: value('city'),
        state: value('state'),
        zipcode: value('zipcode'),
        country: 'India',
      },
    });
    busy(false);
    if (result.status === 200) post('sandbox:success', { response: result.body });
    else
      $('formMsg').textContent =
        result.message + (result.errors ? `: ${Object.values(result.errors).join(', ')}` : '');
  });

  $('fail').addEventListener('click', async () => {
    const result = await api<{ error: { description: string } }>('POST', `${orderPath}/fail`);
    if (result.status === 200 && result.body) {
      // Like Razorpay's checkout, stay open after a decline so the shopper can try again or close.
      $('formMsg').textContent =
        `Payment failed: ${result.body.error.description} You can try again or close this window.`;
      post('sandbox:failed', { error: result.body.error });
    } else $('formMsg').textContent = result.message;
  });

  load();
})();
