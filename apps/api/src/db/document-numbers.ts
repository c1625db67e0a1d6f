import { brand } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export type DocumentKind = 'INVOICE' | 'CREDIT_NOTE';

const IST_OFFSET_MS = 330 * 60_000;

/** India's financial year, April to March, as invoices write it: 2026-27. Judged on Indian time. */
export function financialYear(at: Date): string {
  const indian = new Date(at.getTime() + IST_OFFSET_MS);
  const year = indian.getUTCMonth() >= 3 ? indian.getUTCFullYear() : indian.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * The next number of a series, inside the caller's transaction. The row lock holds other issuers until this
 * transaction ends, and a rollback gives the number back, so the series has no gaps and no repeats.
 */
export async function nextDocumentNumber(tx: Db, kind: DocumentKind, at: Date): Promise<string> {
  const year = financialYear(at);
  const { rows } = (await tx.execute(sql`
    insert into document_series (series, last_number) values (${`${kind}:${year}`}, 1)
    on conflict (series) do update set last_number = document_series.last_number + 1
    returning last_number`)) as unknown as { rows: { last_number: number }[] };
  return documentNumber(kind, year, Number(rows[0]?.last_number));
}

/** A document's number as printed: VN/2026-27/000123, a credit note VN/CN/2026-27/000007. */
export function documentNumber(kind: DocumentKind, year: string, number: number): string {
  const prefix = kind === 'INVOICE' ? brand.tax.invoicePrefix : `${brand.tax.invoicePrefix}/CN`;
  return `${prefix}/${year}/${String(number).padStart(6, '0')}`;
}
