import { describe, expect, it } from 'vitest';
import { downloadName } from './order-documents.ts';

describe('downloadName', () => {
  it('takes the quoted, plain or encoded filename the server sends', () => {
    expect(downloadName('attachment; filename="VN-2026-27-000123.pdf"', 'x.pdf')).toBe(
      'VN-2026-27-000123.pdf',
    );
    expect(downloadName('attachment; filename=invoice.pdf', 'x.pdf')).toBe('invoice.pdf');
    expect(downloadName('attachment; filename="a.pdf"; filename*=UTF-8\'\'VN%2F2026.pdf', 'x.pdf')).toBe(
      'VN/2026.pdf',
    );
  });

  it('falls back when the server names nothing', () => {
    expect(downloadName(null, 'invoice-ORD-1.pdf')).toBe('invoice-ORD-1.pdf');
    expect(downloadName('attachment', 'invoice-ORD-1.pdf')).toBe('invoice-ORD-1.pdf');
  });
});
