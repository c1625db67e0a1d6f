import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  renderBody,
  templateNames,
  variableCount,
  WHATSAPP_TEMPLATE_KEYS,
  WHATSAPP_TEMPLATES,
} from '../../adapters/whatsapp/whatsapp-templates.ts';
import { repoRoot } from '../../paths.ts';
import { ORDER_NOTICE_TEMPLATES } from './order-notices.ts';
import { readReplyPayload, replyPayload, whatsappContent } from './whatsapp-content.ts';

const ORDER_DB_ID = '0b6f3a8e-5c1d-4f2a-9e7b-1a2b3c4d5e6f';
const DATA = {
  orderId: 'ORD-2026-000123',
  name: 'Ananya Iyer',
  language: 'en',
  amount: 124_900,
  carrier: 'Delhivery',
  trackingNumber: 'SBX1234567890',
  trackingUrl: 'https://www.vanya.example/track?orderId=ORD-2026-000123',
  reason: 'Customer not available',
  creditNote: 'CN/2026-27/000045',
};

describe('WhatsApp templates', () => {
  it('fills every order notice with as many variables as its template has, in both languages', () => {
    for (const notice of ORDER_NOTICE_TEMPLATES) {
      const content = whatsappContent(notice, DATA, ORDER_DB_ID);
      const template = WHATSAPP_TEMPLATES[content.key];
      for (const language of LANGUAGES) {
        expect(variableCount(template, language), `${notice} in ${language}`).toBe(
          content.bodyParameters.length,
        );
      }
      expect(template.variables).toHaveLength(content.bodyParameters.length);
      const quickReplies = template.buttons.filter((button) => button.type === 'QUICK_REPLY');
      expect(content.buttons.filter((button) => button.kind === 'quick_reply')).toHaveLength(
        quickReplies.length,
      );
      expect(content.bodyParameters.every((value) => value.trim() !== '')).toBe(true);
    }
  });

  it('writes money in rupees and puts a missing value as a dash, on one line', () => {
    const paid = whatsappContent('ORDER_PAID', DATA, ORDER_DB_ID);
    expect(renderBody(WHATSAPP_TEMPLATES.ORDER_PAID, 'en', paid.bodyParameters)).toBe(
      'Thank you for your Vanya Naturals order ORD-2026-000123 of ₹1,249. We will send you the tracking link once it ships.',
    );
    const failed = whatsappContent(
      'DELIVERY_FAILED',
      { ...DATA, reason: 'Door locked\n\tcall    again' },
      ORDER_DB_ID,
    );
    // Meta refuses a variable with a new line, a tab or more than four spaces in a row.
    expect(failed.bodyParameters[2]).toBe('Door locked call   again');
    expect(
      whatsappContent('REFUND_PROCESSED', { ...DATA, creditNote: null }, ORDER_DB_ID).bodyParameters,
    ).toEqual(['₹1,249', 'ORD-2026-000123', '—']);
  });

  it('gives each button a payload naming its action and order, and reads only such payloads back', () => {
    const cod = whatsappContent('COD_CONFIRM', DATA, ORDER_DB_ID);
    expect(cod.buttons).toEqual([
      { kind: 'quick_reply', payload: `cod-confirm:${ORDER_DB_ID}` },
      { kind: 'quick_reply', payload: `cod-cancel:${ORDER_DB_ID}` },
    ]);
    expect(readReplyPayload(replyPayload('ndr-rto', ORDER_DB_ID))).toEqual({
      action: 'ndr-rto',
      orderDbId: ORDER_DB_ID,
    });
    for (const forged of [
      'refund-all:0b6f3a8e-5c1d-4f2a-9e7b-1a2b3c4d5e6f',
      'cod-confirm:ORD-2026-000123',
      `cod-confirm:${ORDER_DB_ID}:extra`,
      'cod-confirm',
      '',
    ]) {
      expect(readReplyPayload(forged), forged).toBeNull();
    }
  });

  it('names each template as registered, with WHATSAPP_TEMPLATE_NAMES over the defaults', () => {
    const names = templateNames('ORDER_PAID=order_placed_v2,COD_CONFIRM=cod_confirm_v3');
    expect(names.ORDER_PAID).toBe('order_placed_v2');
    expect(names.COD_CONFIRM).toBe('cod_confirm_v3');
    expect(names.ORDER_SHIPPED).toBe('order_shipped');
    expect(Object.keys(names)).toEqual([...WHATSAPP_TEMPLATE_KEYS]);
    expect(() => templateNames('ORDER_PLACED=x')).toThrow(/names no template ORDER_PLACED/);
  });

  it('says STOP in every marketing template, in the template’s language', () => {
    for (const key of WHATSAPP_TEMPLATE_KEYS) {
      const template = WHATSAPP_TEMPLATES[key];
      if (template.category !== 'MARKETING') continue;
      expect(template.body.en).toContain('STOP');
      expect(template.body.hi).toContain('STOP');
    }
  });
});

describe('the templates to register', () => {
  it('are listed in docs/messaging.md with their names and words in both languages', async () => {
    const docs = await readFile(path.join(repoRoot, 'docs', 'messaging.md'), 'utf8');
    for (const key of WHATSAPP_TEMPLATE_KEYS) {
      const template = WHATSAPP_TEMPLATES[key];
      expect(docs, key).toContain(`### \`${template.name}\` (${key})`);
      for (const language of LANGUAGES) {
        expect(docs, `${key} in ${language}`).toContain(template.body[language].replaceAll('\n', ' ⏎ '));
      }
    }
  });
});
