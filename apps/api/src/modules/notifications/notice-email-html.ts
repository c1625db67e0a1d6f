import { brand, escapeHtml, type Language, LOCALE_OF } from '@shop/shared';
import type { EmailParts } from './notice-wording.ts';

// A notice's e-mail as simple, inline-styled HTML that mail programs render alike.

const BRAND_GREEN = '#47532f';
const PAGE = '#f6f7f1';
const INK = '#323a25';

export function emailHtml(language: Language, greeting: string, parts: EmailParts, signOff: string): string {
  const e = escapeHtml;
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:${INK}">${e(content)}</p>`;
  const facts = parts.facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#5c6c39;font-size:14px">${e(label)}</td><td style="padding:6px 0;font-size:14px;font-weight:600;color:${INK}">${e(value)}</td></tr>`,
    )
    .join('');
  const link = parts.link
    ? `<p style="margin:8px 0 16px"><a href="${e(parts.link.url)}" style="display:inline-block;background:${BRAND_GREEN};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-size:15px;font-weight:600">${e(parts.link.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${LOCALE_OF[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND_GREEN};padding:18px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.5px">${e(brand.name)}</td></tr>
<tr><td style="padding:24px">
${paragraph(greeting)}
${parts.paragraphs.map(paragraph).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${facts}</table>
${link}
<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:#5c6c39">${e(signOff)}</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#e9ecdc;font-size:12px;color:#5c6c39">${e(brand.legalName)}, ${e(brand.address.city)}, ${e(brand.address.state)}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
