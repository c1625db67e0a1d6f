// The browser side of the sandbox gateway, served as /payments/sandbox/checkout.js. It defines `window.Razorpay`
// with the surface of Razorpay's script (`new Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`), so the
// storefront has one code path; it opens the hosted checkout page in an overlay and relays its result.

interface CheckoutOptions {
  key?: string;
  order_id?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler?: (response: unknown) => void;
  modal?: { ondismiss?: () => void };
}

type FailureHandler = (failure: { error: unknown }) => void;

interface CheckoutMessage {
  type?: string;
  response?: unknown;
  error?: unknown;
}

declare global {
  interface Window {
    Razorpay: new (
      options: CheckoutOptions,
    ) => { on(event: string, callback: FailureHandler): unknown; open(): void };
  }
}

(() => {
  class Razorpay {
    readonly options: CheckoutOptions;
    readonly handlers: Record<string, FailureHandler> = {};

    constructor(options: CheckoutOptions) {
      this.options = options || {};
    }

    on(event: string, callback: FailureHandler): this {
      this.handlers[event] = callback;
      return this;
    }

    open(): void {
      const o = this.options;
      const prefill = o.prefill || {};
      const params = new URLSearchParams({
        order_id: o.order_id || '',
        key: o.key || '',
        name: prefill.name || '',
        email: prefill.email || '',
        contact: prefill.contact || '',
      });
      const overlay = document.createElement('div');
      overlay.setAttribute('data-sandbox-checkout', '');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483000;background:rgba(20,24,14,.55);display:flex;align-items:center;justify-content:center;';
      const frame = document.createElement('iframe');
      frame.title = 'Sandbox payment checkout';
      frame.src = `/payments/sandbox/checkout?${params.toString()}`;
      frame.style.cssText =
        'width:min(440px,100vw);height:min(720px,100dvh);border:0;border-radius:14px;background:#fff;box-shadow:0 20px 60px rgba(0,0,0,.35);';
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      const previousOverflow = document.documentElement.style.overflow;
      document.documentElement.style.overflow = 'hidden';
      const close = () => {
        window.removeEventListener('message', onMessage);
        overlay.remove();
        document.documentElement.style.overflow = previousOverflow;
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
        const data: CheckoutMessage = event.data || {};
        if (data.type === 'sandbox:success') {
          close();
          if (typeof o.handler === 'function') o.handler(data.response);
        } else if (data.type === 'sandbox:failed') {
          this.handlers['payment.failed']?.({ error: data.error });
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
