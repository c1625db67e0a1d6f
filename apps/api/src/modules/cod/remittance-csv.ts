import { rupeesToPaise } from '@shop/shared';
import { parse } from 'csv-parse/sync';

/** One line of a courier's COD remittance report, read; `line` is its line in the file (the header is line 1). */
export interface RemittanceLine {
  line: number;
  awb: string;
  /** The shop's order number, when the report carries it (aggregators echo the channel's order id). */
  orderId: string | null;
  amountPaise: number;
  /** YYYY-MM-DD. */
  remittedOn: string;
  utr: string;
}

/** A line the reader could not use, with why, in the back office's words. */
export interface UnreadableLine {
  line: number;
  reason: 'unreadable';
  detail: string;
}

export const MAX_REMITTANCE_LINES = 20_000;

// Aggregators name the same columns differently (Shiprocket's report says "AWB No", "COD Amount", "UTR No"…):
// a header is matched on its letters and digits alone.
const COLUMNS: Record<keyof Omit<RemittanceLine, 'line'>, string[]> = {
  awb: ['awb', 'awbno', 'awbnumber', 'awbcode', 'trackingnumber'],
  orderId: ['orderid', 'channelorderid', 'orderno', 'ordernumber'],
  amountPaise: ['amount', 'codamount', 'remittedamount', 'remittanceamount', 'collectedamount'],
  remittedOn: ['remittedon', 'remittancedate', 'remitteddate', 'dateofremittance', 'date'],
  utr: ['utr', 'utrno', 'utrnumber', 'bankreference', 'bankrefno'],
};

const letters = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Reads a remittance report (CSV with a header row) into lines, or throws a RemittanceFileError saying what
 * is wrong with the file as a whole (no AWB, amount or UTR column; too many lines; not CSV).
 */
export function readRemittanceCsv(file: Buffer | string): {
  lines: RemittanceLine[];
  unreadable: UnreadableLine[];
} {
  let rows: string[][];
  try {
    rows = parse(file, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw new RemittanceFileError(`The file is not a CSV the shop can read: ${(error as Error).message}`);
  }
  const [header, ...body] = rows;
  if (!header) throw new RemittanceFileError('The file is empty');
  if (body.length > MAX_REMITTANCE_LINES) {
    throw new RemittanceFileError(
      `A report may have at most ${MAX_REMITTANCE_LINES.toLocaleString('en-IN')} lines`,
    );
  }
  const index = columnIndex(header);
  const lines: RemittanceLine[] = [];
  const unreadable: UnreadableLine[] = [];
  body.forEach((cells, position) => {
    const line = position + 2;
    const read = readLine(cells, index, line);
    if ('detail' in read) unreadable.push(read);
    else lines.push(read);
  });
  return { lines, unreadable };
}

export class RemittanceFileError extends Error {}

function columnIndex(header: string[]): Record<keyof typeof COLUMNS, number> {
  const named = header.map(letters);
  const find = (names: string[]) => named.findIndex((name) => names.includes(name));
  const index = {
    awb: find(COLUMNS.awb),
    orderId: find(COLUMNS.orderId),
    amountPaise: find(COLUMNS.amountPaise),
    remittedOn: find(COLUMNS.remittedOn),
    utr: find(COLUMNS.utr),
  };
  const missing = (['awb', 'amountPaise', 'remittedOn', 'utr'] as const).filter((key) => index[key] < 0);
  if (missing.length > 0) {
    const words = { awb: 'AWB', amountPaise: 'amount', remittedOn: 'remitted on', utr: 'UTR' };
    throw new RemittanceFileError(
      `The header row needs the columns AWB, order id (optional), amount, remitted on and UTR; missing: ${missing
        .map((key) => words[key])
        .join(', ')}`,
    );
  }
  return index;
}

function readLine(
  cells: string[],
  index: Record<keyof typeof COLUMNS, number>,
  line: number,
): RemittanceLine | UnreadableLine {
  const cell = (column: number) => (column >= 0 ? (cells[column] ?? '').trim() : '');
  const awb = cell(index.awb);
  const utr = cell(index.utr);
  const amountPaise = rupeesToPaise(cell(index.amountPaise).replace(/₹|Rs\.?|INR|,/gi, ''));
  const remittedOn = isoDay(cell(index.remittedOn));
  const problem = !awb
    ? 'no AWB'
    : !/^[A-Za-z0-9-]{4,40}$/.test(awb)
      ? `"${awb}" is not an AWB`
      : !utr
        ? 'no UTR'
        : amountPaise === null || amountPaise <= 0
          ? `"${cell(index.amountPaise)}" is not an amount in rupees`
          : !remittedOn
            ? `"${cell(index.remittedOn)}" is not a date (YYYY-MM-DD or DD-MM-YYYY)`
            : null;
  if (problem || amountPaise === null || !remittedOn) {
    return { line, reason: 'unreadable', detail: problem ?? 'unreadable' };
  }
  return { line, awb, orderId: cell(index.orderId) || null, amountPaise, remittedOn, utr: utr.slice(0, 60) };
}

/** YYYY-MM-DD from YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY (India's order), or null when it is no real day. */
export function isoDay(text: string): string | null {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
  const [year, month, day] = ymd
    ? [ymd[1], ymd[2], ymd[3]]
    : dmy
      ? [dmy[3], dmy[2]?.padStart(2, '0'), dmy[1]?.padStart(2, '0')]
      : [];
  if (!year || !month || !day) return null;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}
