import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brand, escapeHtml, INDIAN_STATES } from '@shop/shared';
import { apiRoot } from '../../../paths.ts';
import { browserScript } from './browser-script.ts';

// The sandbox's hosted checkout: markup, style and scripts are files of their own beside this one. The page's
// script is inlined, so that it runs under this request's Content-Security-Policy nonce.

// NOTE: found from the package folder, not from this module: the production server is one bundled file in dist/.
const sourceFile = (name: string) => pathToFileURL(path.join(apiRoot, 'src/adapters/payments/sandbox', name));
const read = (name: string) => readFileSync(sourceFile(name), 'utf8');

// Read and stripped on first use: a shop on a real provider never pays for them (type stripping loads a compiler).
let assets:
  | { checkoutJs: string; template: string; style: string; pageScript: string; stateOptions: string }
  | undefined;
function sandboxAssets() {
  assets ??= {
    checkoutJs: browserScript(sourceFile('checkout-script.client.ts')),
    template: read('checkout-page.html'),
    style: read('checkout-page.css'),
    pageScript: browserScript(sourceFile('checkout-page.client.ts')),
    stateOptions: INDIAN_STATES.map((state) => `<option>${escapeHtml(state)}</option>`).join(''),
  };
  return assets;
}

/** GET /payments/sandbox/checkout.js: defines `window.Razorpay` for the storefront. */
export function sandboxCheckoutJs(): string {
  return sandboxAssets().checkoutJs;
}

// `{{slot}}` takes text, escaped; `<!-- slot -->` takes the page's own markup as it is.
type TextSlot = 'shopName' | 'name' | 'contact' | 'email';
type MarkupSlot = 'style' | 'script' | 'stateOptions';

function fill(
  template: string,
  slots: { text: Record<TextSlot, string>; markup: Record<MarkupSlot, string> },
): string {
  const text = new Map(Object.entries(slots.text));
  const markup = new Map(Object.entries(slots.markup));
  return template.replace(
    /\{\{(\w+)\}\}|<!-- (\w+) -->/g,
    (match, textSlot?: string, markupSlot?: string) => {
      const value = textSlot ? text.get(textSlot) : markup.get(markupSlot ?? '');
      if (value === undefined) throw new Error(`checkout-page.html: nothing for the slot ${match}`);
      return textSlot ? escapeHtml(value) : value;
    },
  );
}

/** `nonce`: this request's Content-Security-Policy nonce, without which the page's script does not run. */
export function sandboxCheckoutPage(
  prefill: { name: string; email: string; contact: string },
  nonce: string,
): string {
  const { template, style, pageScript, stateOptions } = sandboxAssets();
  return fill(template, {
    text: { shopName: brand.name, name: prefill.name, contact: prefill.contact, email: prefill.email },
    markup: {
      style: `<style>\n${style}</style>`,
      script: `<script nonce="${escapeHtml(nonce)}">\n${pageScript}</script>`,
      stateOptions,
    },
  });
}
