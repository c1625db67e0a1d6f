import { describe, expect, it } from 'vitest';
import { isoDay, MAX_REMITTANCE_LINES, RemittanceFileError, readRemittanceCsv } from './remittance-csv.ts';

describe('reading a remittance report', () => {
  it('finds its columns whatever the aggregator calls them, and reads rupees and Indian dates', () => {
    const csv =
      '\uFEFFUTR Number,Remittance Date,Channel Order ID,COD Amount (Rs),AWB Code\r\n' +
      'UTR1,05/11/2026,ORD-2026-000001,"₹1,299.50",AWB0001\r\n' +
      'UTR2,2026-11-06,,499,AWB0002\r\n';
    // "COD Amount (Rs)" is not one of the names: the file says what it lacks.
    expect(() => readRemittanceCsv(csv)).toThrow(/missing: amount/);
    const read = readRemittanceCsv(csv.replace('COD Amount (Rs)', 'COD Amount'));
    expect(read.unreadable).toEqual([]);
    expect(read.lines).toEqual([
      {
        line: 2,
        awb: 'AWB0001',
        orderId: 'ORD-2026-000001',
        amountPaise: 129_950,
        remittedOn: '2026-11-05',
        utr: 'UTR1',
      },
      { line: 3, awb: 'AWB0002', orderId: null, amountPaise: 49_900, remittedOn: '2026-11-06', utr: 'UTR2' },
    ]);
  });

  it('lists a line it cannot use with its number and why, and reads the rest', () => {
    const read = readRemittanceCsv(
      'AWB,Amount,Remitted on,UTR\nA1234,0,2026-11-05,U1\nA1235,10.999,2026-11-05,U2\nA1236,10,31-02-2026,U3\nA1237,10,2026-11-05,\nA 1238,10,2026-11-05,U5\nA1239,10,2026-11-05,U6\n',
    );
    expect(read.unreadable.map(({ line, detail }) => [line, detail])).toEqual([
      [2, '"0" is not an amount in rupees'],
      [3, '"10.999" is not an amount in rupees'],
      [4, '"31-02-2026" is not a date (YYYY-MM-DD or DD-MM-YYYY)'],
      [5, 'no UTR'],
      [6, '"A 1238" is not an AWB'],
    ]);
    expect(read.lines.map((line) => line.awb)).toEqual(['A1239']);
  });

  it('refuses an empty file, one without its columns, and one too long to import at once', () => {
    expect(() => readRemittanceCsv('')).toThrow(RemittanceFileError);
    expect(() => readRemittanceCsv('Order,Day\n1,2\n')).toThrow(/missing: AWB, amount, remitted on, UTR/);
    const long = `AWB,Amount,Remitted on,UTR\n${'A1234,10,2026-11-05,U1\n'.repeat(MAX_REMITTANCE_LINES + 1)}`;
    expect(() => readRemittanceCsv(long)).toThrow(/at most 20,000 lines/);
    expect(() =>
      readRemittanceCsv(
        `AWB,Amount,Remitted on,UTR\n${'A1234,10,2026-11-05,U1\n'.repeat(MAX_REMITTANCE_LINES)}`,
      ),
    ).not.toThrow();
  });

  it('takes a day only when it is a real one', () => {
    expect(isoDay('2026-11-05')).toBe('2026-11-05');
    expect(isoDay('5-1-2026')).toBe('2026-01-05');
    expect(isoDay('29/02/2028')).toBe('2028-02-29');
    expect(isoDay('29/02/2027')).toBeNull();
    expect(isoDay('11/05/26')).toBeNull();
  });
});
