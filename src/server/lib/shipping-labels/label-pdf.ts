import bwipjs from 'bwip-js/node';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, degrees, rgb } from 'pdf-lib';
import type { OrderAddress } from '#shared/shipments.js';
import { PARCEL_SIZE_LABELS, type ParcelSize } from '#shared/shipping.js';

/** Everything printed on a local test label. */
export type LabelSheet = {
  orderId: string;
  from: OrderAddress;
  to: OrderAddress;
  parcelSize: ParcelSize;
  description: string;
  carrier: string;
  service: string;
  trackingNumber: string;
};

export const TEST_LABEL_BANNER = 'TEST LABEL — NOT FOR SHIPPING';

// A thermal label is 4 × 6 inches; PDF points are 1/72 inch.
const WIDTH = 4 * 72;
const HEIGHT = 6 * 72;
const MARGIN = 14;
const INNER = WIDTH - 2 * MARGIN;
const BLACK = rgb(0, 0, 0);

/**
 * pdf-lib's standard fonts encode WinAnsi only and throw on anything else, and names are typed by
 * people: control characters become spaces, a letter with an accent WinAnsi lacks keeps its base
 * letter (ő → o), and whatever is left (李, 👗) prints as '?', so a label is always made.
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')) {
    if (known.has(ch.codePointAt(0)!)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += base && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : '?';
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Cuts text to the width with an ellipsis: a long name must not run off the label. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function addressLines(address: OrderAddress): string[] {
  return [
    address.name,
    address.line1,
    address.line2 ?? '',
    `${address.city}, ${address.state} ${address.zip}`,
    address.country,
  ].filter((line) => line.trim() !== '');
}

/** USPS prints its numbers in groups of four, which is how people read them out. */
function grouped(trackingNumber: string): string {
  return trackingNumber.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Draws the Code 128 bars bwip-js encodes as vector rectangles: crisp at any printer resolution. */
function drawCode128(page: PDFPage, text: string, x: number, y: number, width: number, height: number) {
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js gave no bars for a Code 128 barcode');
  // sbs alternates bar and space widths, in modules, starting with a bar.
  const modules = symbol.sbs.reduce((sum, w) => sum + w, 0);
  const unit = width / modules;
  let at = x;
  symbol.sbs.forEach((w, i) => {
    if (i % 2 === 0) page.drawRectangle({ x: at, y, width: w * unit, height, color: BLACK });
    at += w * unit;
  });
}

/** Renders a local test label: a real 4×6 PDF, clearly marked as a test in several places. */
export async function renderTestLabel(sheet: LabelSheet): Promise<Buffer> {
  // No producer or dates: the same order gives the same bytes, so a retried purchase changes nothing.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Rethread test shipping label ${sheet.trackingNumber}`);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let y = HEIGHT - MARGIN;
  const line = (text: string, size: number, font = regular, indent = 0) => {
    y -= size + 2;
    const safe = fit(font, printable(font, text), size, INNER - indent);
    page.drawText(safe, { x: MARGIN + indent, y, size, font, color: BLACK });
  };
  const rule = (gap = 5) => {
    y -= gap;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: WIDTH - MARGIN, y },
      thickness: 1,
      color: BLACK,
    });
  };

  // A light diagonal watermark under everything, so even a cropped label says TEST.
  page.drawText('TEST', {
    x: 62,
    y: 120,
    size: 110,
    font: bold,
    color: rgb(0.88, 0.88, 0.88),
    rotate: degrees(55),
  });

  page.drawRectangle({ x: MARGIN, y: y - 24, width: INNER, height: 24, color: BLACK });
  const bannerSize = 12;
  const bannerWidth = bold.widthOfTextAtSize(TEST_LABEL_BANNER, bannerSize);
  page.drawText(TEST_LABEL_BANNER, {
    x: (WIDTH - bannerWidth) / 2,
    y: y - 17,
    size: bannerSize,
    font: bold,
    color: rgb(1, 1, 1),
  });
  y -= 26;

  line(`${sheet.carrier} ${sheet.service}`.toUpperCase(), 13, bold);
  rule();
  line('FROM:', 7, bold);
  for (const text of addressLines(sheet.from)) line(text, 8);
  rule();
  line('SHIP TO:', 8, bold);
  for (const text of addressLines(sheet.to)) line(text, 12, bold, 10);
  rule(7);
  line(`Parcel: ${PARCEL_SIZE_LABELS[sheet.parcelSize]}`, 9);
  line(`Carrier: ${sheet.carrier} · Service: ${sheet.service}`, 9);
  rule();

  line(`${sheet.carrier} TRACKING # (TEST)`, 8, bold);
  const barHeight = 52;
  y -= barHeight + 4;
  drawCode128(page, sheet.trackingNumber, MARGIN + 6, y, INNER - 12, barHeight);
  line(grouped(sheet.trackingNumber), 11, bold);
  rule();
  line(`Order: ${sheet.orderId}`, 7);
  line(`Contents: ${sheet.description}`, 7);
  line('Test mode: this label cannot be used with a carrier.', 7, bold);

  return Buffer.from(await pdf.save());
}
