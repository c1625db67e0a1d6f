import { formatINR } from '@shop/shared';

// The pieces every notice's wording is made of (notice-wording.ts, notice-wording-courier.ts).

/** What a notification row carries for its template (see OrderNotices.queue). */
export type NoticeData = Record<string, string | number | null>;

export const text = (data: NoticeData, key: string, fallback = ''): string => {
  const value = data[key];
  return value === null || value === undefined || value === '' ? fallback : String(value);
};

// hi-IN and en-IN write rupees alike (₹12,34,567.50, Indian grouping, Latin digits): one formatter serves both.
export const amount = (data: NoticeData): string => {
  const value = data.amount;
  return typeof value === 'number' ? formatINR(value) : '';
};

export interface EmailParts {
  subject: string;
  /** Paragraphs of plain text; each becomes a <p> in the HTML. */
  paragraphs: string[];
  /** Label and value rows, shown as a small table. */
  facts: [string, string][];
  link?: { label: string; url: string };
}

export type Variables = Record<string, string>;
