import Papa from 'papaparse';
import { csvCategory, csvPriceCents } from '#shared/imports-csv';

/**
 * CSV handling for the bulk lister (docs/product/06-imports.md §6.3, §6.5), done in the browser so a person sees what will be
 * sent before anything is. The server validates every row again with the listing rules.
 */

export const CSV_KEYS = ['title', 'description', 'price', 'imageUrl', 'category'] as const;
export type CsvKey = (typeof CSV_KEYS)[number];

/** One row as sent to POST /api/listings/import-csv; `row` is its line number in the file. */
export type ParsedCsvRow = {
  row: number;
  title?: string;
  description?: string;
  /** A number when the cell reads as one; otherwise the text, so the server names the row's error. */
  price?: number | string;
  imageUrl?: string;
  category?: string;
};

/** A row the server will refuse, found before anything is sent. */
export type CsvProblem = { row: number; message: string };

export type ParsedCsv = { header: string[]; rows: ParsedCsvRow[]; skipped: number; problems: CsvProblem[] };

const keyByLowerName = new Map<string, CsvKey>(CSV_KEYS.map((k) => [k.toLowerCase(), k]));
// Spreadsheet exports often write "Image URL" or "image_url"; they mean the same column.
const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** "45", "$1,100.50" → 45 / 1100.5; text that is not an amount stays text. */
export function parsePrice(cell: string): number | string {
  const cleaned = cell.replace(/[$,\s]/g, '');
  const value = cleaned === '' ? NaN : Number(cleaned);
  return Number.isFinite(value) ? value : cell.trim();
}

/**
 * Header row first. Rows with fewer cells than the header and empty lines are skipped (and counted);
 * only the known keys are kept. Line numbers assume one line per record, which is how people write
 * and export listing sheets.
 */
export function parseListingsCsv(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const records = result.data;
  const headerIndex = records.findIndex((r) => r.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) return { header: [], rows: [], skipped: 0, problems: [] };
  const header = records[headerIndex]!.map((h) => h.trim());
  const keys = header.map((h) => keyByLowerName.get(normalise(h)) ?? null);
  const rows: ParsedCsvRow[] = [];
  let skipped = 0;
  for (let i = headerIndex + 1; i < records.length; i++) {
    const cells = records[i]!;
    if (cells.every((c) => c.trim() === '')) continue;
    if (cells.length < header.length) {
      skipped++;
      continue;
    }
    const row: ParsedCsvRow = { row: i + 1 };
    keys.forEach((key, col) => {
      if (!key) return;
      const cell = cells[col] ?? '';
      if (key === 'price') row.price = parsePrice(cell);
      else row[key] = cell.trim();
    });
    rows.push(row);
  }
  return { header, rows, skipped, problems: rows.flatMap(rowProblem) };
}

/** The price rule the server applies (shared), checked per row so the preview can flag it. */
function rowProblem(row: ParsedCsvRow): CsvProblem[] {
  const price = csvPriceCents(row.price);
  return 'error' in price ? [{ row: row.row, message: price.error }] : [];
}

/**
 * The preview's figures, which add up to every row read from the file: ready to import, imported as a
 * draft that needs attention (its category is not one of ours: "Needs a category"), and errors (refused
 * by a rule, or too few cells to read). A row with an error counts as an error, whatever else it has.
 */
export type CsvPreviewCounts = { rows: number; ready: number; needsAttention: number; errors: number };

/** Rows whose category is written but is not one of ours: imported as drafts that ask for one. */
export function needsCategoryRows(parsed: ParsedCsv): Set<number> {
  return new Set(parsed.rows.filter((r) => r.category && csvCategory(r.category) === null).map((r) => r.row));
}

export function previewCounts(parsed: ParsedCsv): CsvPreviewCounts {
  const refused = new Set(parsed.problems.map((p) => p.row));
  const attention = [...needsCategoryRows(parsed)].filter((row) => !refused.has(row)).length;
  const errors = refused.size + parsed.skipped;
  const rows = parsed.rows.length + parsed.skipped;
  return { rows, ready: rows - errors - attention, needsAttention: attention, errors };
}

/** A file the picker may hand over: CSV by type, or by name when the browser leaves the type empty. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  // Windows reports .csv files as application/vnd.ms-excel, so the name counts as much as the type.
  return file.name.toLowerCase().endsWith('.csv') || type === 'text/csv' || type === 'application/csv';
}

export const CSV_TEMPLATE = [
  CSV_KEYS.join(','),
  'Vintage Levi\'s 501 Jeans,"Classic straight leg, 32x30, light wash. Worn a handful of times.",45,https://example.com/photos/levis.jpg,Bottoms',
  'Silk Wrap Dress,"Emerald green, size M, no flaws.",68.50,,Dresses',
].join('\n');
