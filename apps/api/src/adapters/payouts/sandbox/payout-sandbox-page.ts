import { brand, escapeHtml, formatINR } from '@shop/shared';
import type { PayoutSandboxListing, PayoutSandboxMove } from './payout-sandbox.ts';
import { PAYOUT_SANDBOX_MOUNT } from './payout-sandbox-handler.ts';

const BUTTON: Record<PayoutSandboxMove, string> = {
  processed: 'Process',
  failed: 'Fail',
  reversed: 'Reverse',
};

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:64rem;padding:1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.5rem;text-align:left}
td.amount{text-align:right;font-variant-numeric:tabular-nums}form{display:inline}
button{font:inherit;margin:.125rem;padding:.375rem .75rem;min-height:2.75rem;cursor:pointer}
p.note{color:#444}`;

function row(payout: PayoutSandboxListing): string {
  const buttons = payout.moves
    .map(
      (move) =>
        `<form method="post" action="${PAYOUT_SANDBOX_MOUNT}/payouts/${escapeHtml(payout.id)}/advance">` +
        `<input type="hidden" name="status" value="${move}">` +
        `<button type="submit" aria-label="${BUTTON[move]} payout ${escapeHtml(payout.id)}">${BUTTON[move]}</button></form>`,
    )
    .join('');
  return `<tr><td>${escapeHtml(payout.id)}<br><small>${escapeHtml(payout.reference ?? '')}</small></td>
<td class="amount">${escapeHtml(formatINR(payout.amount))}</td><td>${escapeHtml(payout.destination)}</td>
<td>${escapeHtml(payout.status)}</td><td>${escapeHtml(payout.utr ?? '')}</td><td>${buttons}</td></tr>`;
}

/** GET /sandbox/razorpayx: the sandbox's payouts, newest first, each with the moves its state allows. */
export function payoutSandboxPage(payouts: PayoutSandboxListing[], auto: boolean): string {
  const body =
    payouts.length === 0
      ? '<p>No payouts yet. A COD order’s refund, paid out from the back office, appears here.</p>'
      : `<table><caption>Payouts, newest first</caption><thead><tr><th scope="col">Payout</th>
<th scope="col">Amount</th><th scope="col">To</th><th scope="col">Status</th><th scope="col">UTR</th>
<th scope="col">Move it</th></tr></thead><tbody>${payouts.map(row).join('')}</tbody></table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>Payouts sandbox · ${escapeHtml(brand.name)}</title><style>${STYLE}</style></head><body><main>
<h1>Payouts sandbox</h1>
<p class="note">The offline RazorpayX: each move is sent to the shop as RazorpayX's payout webhook.
${auto ? 'Payouts also move on by themselves every few seconds.' : ''}
A UPI id starting <code>fail</code> fails; one starting <code>reverse</code> is processed, then reversed.</p>
${body}</main></body></html>`;
}
