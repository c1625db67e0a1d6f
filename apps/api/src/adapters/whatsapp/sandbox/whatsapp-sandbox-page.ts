import { brand, escapeHtml } from '@shop/shared';
import type { WhatsAppDeliveryStatus } from '../whatsapp-provider.ts';
import type { SandboxConversation, SandboxWhatsAppMessage } from './whatsapp-sandbox.ts';
import { WHATSAPP_SANDBOX_MOUNT } from './whatsapp-sandbox-handler.ts';

const STYLE = `
*{box-sizing:border-box}
html{background:#d1d7db}
body{margin:0;color:#111b21;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif}
.phone{max-width:26rem;min-height:100vh;margin:0 auto;display:flex;flex-direction:column;background:#efeae2}
@media (min-width:40rem){body{padding:1.5rem 0}.phone{min-height:calc(100vh - 3rem);border-radius:1.25rem;overflow:hidden;box-shadow:0 6px 28px #0003}}
.bar{position:sticky;top:0;z-index:1;display:flex;align-items:center;gap:.75rem;padding:.625rem 1rem;background:#075e54;color:#fff}
.bar h1{margin:0;font-size:1.125rem;line-height:1.3}
.bar p{margin:0;font-size:.8125rem;opacity:.9}
.bar a{color:#fff;display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem}
.bar .grow{flex:1;min-width:0}
.bar .back{min-width:2rem;margin-left:-.5rem;font-size:2rem;line-height:1;text-decoration:none}
.avatar{flex:none;width:2.5rem;height:2.5rem;border-radius:50%;background:#dfe5e7;color:#075e54;display:grid;place-items:center;font-weight:700}
.note{margin:.75rem;padding:.625rem .75rem;border-radius:.5rem;background:#fff8c4;font-size:.875rem;color:#3b3b00}
.chats{list-style:none;margin:0;padding:0;background:#fff;flex:1}
.chats a{display:grid;grid-template-columns:1fr auto;gap:.125rem .5rem;padding:.75rem 1rem;border-bottom:1px solid #e9edef;color:inherit;text-decoration:none}
.chats a:hover{background:#f5f6f6}
.chats .who{font-weight:600}.chats .when{font-size:.75rem;color:#54656f}
.chats .last{grid-column:1/-1;color:#54656f;font-size:.875rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.empty{margin:2rem 1rem;text-align:center;color:#54656f}
.chat{list-style:none;margin:0;padding:.75rem .75rem 1rem;flex:1;display:flex;flex-direction:column;gap:.375rem}
.day{align-self:center;margin:.5rem 0;padding:.25rem .75rem;border-radius:.5rem;background:#fff;font-size:.8125rem;color:#54656f;box-shadow:0 1px .5px #0001}
.bubble{max-width:85%;border-radius:.5rem;box-shadow:0 1px .5px #0002;overflow-wrap:anywhere}
.shop{align-self:flex-start;background:#fff;border-top-left-radius:0}
.person{align-self:flex-end;background:#d9fdd3;border-top-right-radius:0;padding:.375rem .625rem .25rem}
.shop .body{padding:.375rem .625rem .25rem}
.text{margin:0;white-space:pre-wrap}
.quote{margin:0 0 .25rem;padding:.25rem .5rem;border-left:4px solid #06cf9c;border-radius:.25rem;background:#0000000d;font-size:.8125rem;color:#54656f;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.meta{margin:.125rem 0 0;font-size:.75rem;color:#54656f;text-align:right}
.ticks{margin-left:.25rem;letter-spacing:-.3em}.ticks.read{color:#027eb5}.ticks.failed{margin-left:.375rem;color:#b3261e;font-weight:700;letter-spacing:0}
.failed{margin:.25rem 0 0;font-size:.8125rem;color:#b3261e}
.buttons{display:flex;flex-direction:column;border-top:1px solid #e9edef}
.buttons form{margin:0}.buttons>*+*{border-top:1px solid #e9edef}
.buttons button,.buttons a{display:flex;align-items:center;justify-content:center;width:100%;min-height:2.75rem;padding:.25rem .75rem;border:0;background:none;color:#00659e;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.buttons button:hover{background:#f5f6f6}.buttons button:disabled{color:#8696a0;cursor:not-allowed}
.composer{position:sticky;bottom:0;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;padding:.5rem .625rem;background:#f0f2f5}
.composer input{flex:1;min-width:0;min-height:2.75rem;padding:0 1rem;border:1px solid #c5ccd0;border-radius:1.375rem;font:inherit}
.composer button{min-height:2.75rem;padding:0 1.125rem;border:0;border-radius:1.375rem;background:#00806a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.composer .hint{flex-basis:100%;margin:0;font-size:.75rem;color:#54656f}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

const TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const DAY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * A chat's address, scrolled to its end (the text box, after the newest message) as a phone opens a chat, with no
 * script: the list's links, the Refresh link and the forms' redirects all go there.
 */
export const chatUrl = (mobile: string) => `${WHATSAPP_SANDBOX_MOUNT}/${mobile}#latest`;

/** A ten-digit number as a phone shows it: +91 98765 43210. */
export const displayNumber = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

const STATUS: Record<WhatsAppDeliveryStatus | 'pending', { ticks: string; words: string }> = {
  pending: { ticks: '🕓', words: 'Sending' },
  sent: { ticks: '✓', words: 'Sent' },
  delivered: { ticks: '✓✓', words: 'Delivered' },
  read: { ticks: '✓✓', words: 'Read' },
  failed: { ticks: '!', words: 'Failed' },
};

const time = (at: Date) => `<time datetime="${at.toISOString()}">${TIME.format(at)}</time>`;
const langOf = (language: string | null) => (language && language !== 'en' ? ` lang="${language}"` : '');

/**
 * `fontFaces`: the storefront's `@font-face` rules for the Devanagari named in STYLE (storefront-fonts.ts), so
 * Hindi shows in every weight even where the system has no Devanagari font; none, and the system's fonts show it.
 */
function page(title: string, body: string, fontFaces: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${fontFaces}${STYLE}</style></head><body><main class="phone">
${body}</main></body></html>`;
}

function preview(message: SandboxWhatsAppMessage): string {
  const text = message.text.replace(/\s+/g, ' ');
  const mark = message.direction === 'out' ? '' : 'You: ';
  return `<span class="last"${langOf(message.language)}>${escapeHtml(mark + text)}</span>`;
}

/** GET /sandbox/whatsapp: the phones the shop has messaged (or that wrote to it), the latest first. */
export function whatsappSandboxListPage(conversations: SandboxConversation[], fontFaces = ''): string {
  const list =
    conversations.length === 0
      ? '<p class="empty">No messages yet. An order’s news sent on WhatsApp appears here.</p>'
      : `<ul class="chats" aria-label="Chats">${conversations
          .map(
            ({ mobile, last }) =>
              `<li><a href="${chatUrl(mobile)}"><span class="who">${displayNumber(mobile)}</span>` +
              `<span class="when">${DAY.format(last.at)}, ${time(last.at)}</span>${preview(last)}</a></li>`,
          )
          .join('')}</ul>`;
  return page(
    `WhatsApp sandbox · ${brand.name}`,
    `<header class="bar"><div class="grow"><h1>WhatsApp sandbox</h1><p>${escapeHtml(brand.name)}’s messages, offline</p></div>
<a href="${WHATSAPP_SANDBOX_MOUNT}">Refresh</a></header>
<p class="note">Nobody gets these messages: this page plays each shopper’s phone. Open a chat to read it (the
shop is told), tap its buttons, or reply. Numbers starting <strong>6000</strong> are not on WhatsApp: their
messages fail.</p>
${list}`,
    fontFaces,
  );
}

function shopBubble(message: Extract<SandboxWhatsAppMessage, { direction: 'out' }>, mobile: string): string {
  const status = STATUS[message.status ?? 'pending'];
  const reached = message.status !== null && message.status !== 'failed';
  const failure = message.error
    ? `<p class="failed">Failed: ${escapeHtml(message.error.title)} (${message.error.code}). ${escapeHtml(message.error.details)}</p>`
    : '';
  const buttons = message.buttons
    .map((button) => {
      if (button.type === 'url') {
        return `<a href="${escapeHtml(button.href ?? '#')}" rel="noreferrer">${escapeHtml(button.label)}</a>`;
      }
      return (
        `<form method="post" action="${WHATSAPP_SANDBOX_MOUNT}/${mobile}/messages/${encodeURIComponent(message.id)}/tap">` +
        `<input type="hidden" name="button" value="${button.index}">` +
        `<button type="submit"${reached ? '' : ' disabled'}>${escapeHtml(button.label)}</button></form>`
      );
    })
    .join('');
  return `<li class="bubble shop"${langOf(message.language)}><div class="body"><p class="text">${escapeHtml(message.text)}</p>
<p class="meta" lang="en">${time(message.at)}<span class="ticks${message.status === 'read' || message.status === 'failed' ? ` ${message.status}` : ''}" aria-hidden="true">${status.ticks}</span><span class="vh">${status.words}</span></p>${failure}</div>${
    buttons ? `<div class="buttons">${buttons}</div>` : ''
  }</li>`;
}

function personBubble(
  message: Extract<SandboxWhatsAppMessage, { direction: 'in' }>,
  answered: SandboxWhatsAppMessage | undefined,
): string {
  const quote = answered
    ? `<p class="quote"${langOf(answered.language)}><span class="vh">In reply to: </span>${escapeHtml(answered.text)}</p>`
    : '';
  return `<li class="bubble person">${quote}<p class="text"${langOf(message.language)}>${escapeHtml(message.text)}</p>
<p class="meta">${time(message.at)}</p></li>`;
}

/** GET /sandbox/whatsapp/:mobile: one phone's chat with the shop, as WhatsApp shows it, oldest first. */
export function whatsappSandboxChatPage(
  mobile: string,
  messages: SandboxWhatsAppMessage[],
  fontFaces = '',
): string {
  const byId = new Map(messages.map((message) => [message.id, message]));
  let day = '';
  const items = messages.map((message) => {
    const today = DAY.format(message.at);
    const separator = today === day ? '' : `<li class="day">${today}</li>`;
    day = today;
    const bubble =
      message.direction === 'out'
        ? shopBubble(message, mobile)
        : personBubble(message, message.contextId ? byId.get(message.contextId) : undefined);
    return separator + bubble;
  });
  const chat =
    items.length === 0
      ? '<p class="empty">No messages with this number yet.</p>'
      : `<ol class="chat" aria-label="Messages, oldest first">${items.join('')}</ol>`;
  return page(
    `${displayNumber(mobile)} · WhatsApp sandbox`,
    `<header class="bar"><a class="back" href="${WHATSAPP_SANDBOX_MOUNT}" aria-label="All chats">‹</a>
<span class="avatar" aria-hidden="true">${escapeHtml(brand.name.slice(0, 1))}</span>
<div class="grow"><h1>${escapeHtml(brand.name)}</h1><p>Chat on ${displayNumber(mobile)}</p></div>
<a href="${chatUrl(mobile)}">Refresh</a></header>
${chat}
<form class="composer" id="latest" method="post" action="${WHATSAPP_SANDBOX_MOUNT}/${mobile}/reply">
<label class="vh" for="reply">Message to ${escapeHtml(brand.name)}</label>
<input id="reply" name="text" required maxlength="4096" autocomplete="off" placeholder="Message" aria-describedby="reply-hint">
<button type="submit">Send</button>
<p class="hint" id="reply-hint">Type STOP to stop the shop’s WhatsApp messages.</p></form>`,
    fontFaces,
  );
}
