import { describe, expect, it } from 'vitest';
import {
  CSV_KEYS,
  CSV_TEMPLATE,
  isCsvFile,
  needsCategoryRows,
  parseListingsCsv,
  parsePrice,
  previewCounts,
} from './csv';

describe('parseListingsCsv', () => {
  it('maps the header to the known keys and parses prices to numbers', () => {
    const parsed = parseListingsCsv(
      'Title,Description,Price,Image URL,category\nCoat,Warm wool,"$1,100.50",https://x.test/a.jpg,Jackets\n',
    );
    expect(parsed.rows).toEqual([
      {
        row: 2,
        title: 'Coat',
        description: 'Warm wool',
        price: 1100.5,
        imageUrl: 'https://x.test/a.jpg',
        category: 'Jackets',
      },
    ]);
    expect(parsed.skipped).toBe(0);
  });

  it('skips empty lines and rows with fewer cells than the header, keeping file line numbers', () => {
    const text = 'title,description,price\nA,one,10\n\n   \nB,short\nC,three,abc\n';
    const parsed = parseListingsCsv(text);
    expect(parsed.rows.map((r) => [r.row, r.title, r.price])).toEqual([
      [2, 'A', 10],
      [6, 'C', 'abc'],
    ]);
    expect(parsed.skipped).toBe(1);
  });

  it('drops unknown columns and answers nothing for an empty file', () => {
    expect(parseListingsCsv('title,notes,price\nHat,keep,5').rows).toEqual([
      { row: 2, title: 'Hat', price: 5 },
    ]);
    expect(parseListingsCsv('\n\n')).toEqual({ header: [], rows: [], skipped: 0, problems: [] });
  });

  it('reads its own template: the right header and two example rows', () => {
    const parsed = parseListingsCsv(CSV_TEMPLATE);
    expect(parsed.header).toEqual([...CSV_KEYS]);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]!.description).toContain('32x30');
    expect(parsed.rows[1]!.price).toBe(68.5);
  });
});

describe('parsePrice', () => {
  it('reads amounts and keeps anything else as text', () => {
    expect(parsePrice('45')).toBe(45);
    expect(parsePrice(' $12.99 ')).toBe(12.99);
    expect(parsePrice('')).toBe('');
    expect(parsePrice('free')).toBe('free');
  });
});

describe('isCsvFile', () => {
  it('accepts .csv names and CSV types, refuses the rest', () => {
    expect(isCsvFile({ name: 'closet.csv', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'closet.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'photo.png', type: 'image/png' })).toBe(false);
    expect(isCsvFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  });
});

describe('price problems before import', () => {
  it('flags a price that is not a number, a missing one and zero, with the server wording', () => {
    const parsed = parseListingsCsv(
      'title,description,price\nA,one,abc\nB,two,\nC,three,0\nD,four,"$1,100.50"\nE,five,1000000\n',
    );
    expect(parsed.problems).toEqual([
      { row: 2, message: 'Price must be a number' },
      { row: 3, message: 'Price is required' },
      { row: 4, message: 'Price must be at least $0.01' },
      { row: 6, message: 'Price must be at most $999,999.99' },
    ]);
    // Flagged rows are still sent: the server is the authority and reports them in its result too.
    expect(parsed.rows).toHaveLength(5);
  });

  it('flags nothing in the template', () => {
    expect(parseListingsCsv(CSV_TEMPLATE).problems).toEqual([]);
  });
});

describe('previewCounts', () => {
  it('adds up to every row read: ready + needs attention + errors', () => {
    const parsed = parseListingsCsv(
      [
        'title,description,price,category',
        'Coat,Warm,40,Jackets', // ready
        'Tee,Cotton,10,', // ready: no category is allowed
        'Console,Boxed,90,Electronics', // needs a category
        'Vase,Glass,x,Homeware', // an error (the price), whatever its category
        'Belt,short', // too few cells: an error
      ].join('\n'),
    );
    expect([...needsCategoryRows(parsed)]).toEqual([4, 5]);
    const counts = previewCounts(parsed);
    expect(counts).toEqual({ rows: 5, ready: 2, needsAttention: 1, errors: 2 });
    expect(counts.ready + counts.needsAttention + counts.errors).toBe(counts.rows);
  });
});
