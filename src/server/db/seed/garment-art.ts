/**
 * Demo photos drawn locally (no network, no stock images): a soft gradient backdrop in the item's
 * colour, a simple garment silhouette, and the brand on a hang tag. Each listing gets 1–4 "shots"
 * of its item; the seed turns these SVGs into real WebP variants through the upload pipeline.
 */

export const GARMENTS = ['tshirt', 'dress', 'jeans', 'jacket', 'sneaker', 'bag', 'hat', 'watch'] as const;
export type Garment = (typeof GARMENTS)[number];

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 1000;

/** The spec's colour names (docs/product/03-search.md §3.6) as paint. */
export const COLOR_HEX: Record<string, string> = {
  Black: '#2b2b2e',
  White: '#f4f1ea',
  Red: '#b8333a',
  Blue: '#2f5d9b',
  Green: '#3f7a4f',
  Yellow: '#e2b63b',
  Pink: '#e48fa8',
  Purple: '#6d4c9a',
  Brown: '#8a5a3b',
  Orange: '#d9772b',
  Gray: '#8b8e94',
  'Multi-Color': '#c0568e',
  Gold: '#c9a13f',
  Silver: '#b9bec6',
};

// Silhouettes on a 400×400 canvas, centred later. Simple shapes read well at 160 px card size.
const SHAPES: Record<Garment, string> = {
  tshirt:
    'M130 60 L170 45 Q200 75 230 45 L270 60 L345 120 L305 170 L275 145 L275 345 L125 345 L125 145 L95 170 L55 120 Z',
  dress: 'M165 40 L180 40 Q200 70 220 40 L235 40 L245 120 L225 160 L320 355 L80 355 L175 160 L155 120 Z',
  jeans: 'M120 40 L280 40 L295 360 L225 360 L200 150 L175 360 L105 360 Z',
  jacket:
    'M140 50 L185 40 L200 90 L215 40 L260 50 L340 110 L330 330 L285 330 L280 175 L275 350 L125 350 L120 175 L115 330 L70 330 L60 110 Z',
  sneaker: 'M60 250 Q70 170 130 160 L190 150 Q230 190 280 200 L330 215 Q360 230 355 270 L355 290 L60 290 Z',
  bag: 'M100 170 L300 170 L320 350 L80 350 Z M145 170 Q145 80 200 80 Q255 80 255 170 L235 170 Q235 100 200 100 Q165 100 165 170 Z',
  hat: 'M60 270 Q200 300 340 270 L340 285 Q200 320 60 285 Z M120 270 Q115 140 200 130 Q285 140 280 270 Q200 290 120 270 Z',
  watch:
    'M170 40 L230 40 L235 130 L165 130 Z M170 270 L230 270 L235 360 L165 360 Z M200 120 A80 80 0 1 1 199.9 120 Z',
};

/** Lighter or darker by `amount` (−1..1), to build gradients and shading from one colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * One shot of an item. Shot 0 is the full front view, 1 a closer crop, 2 the brand tag, 3 a tilted
 * flat-lay: different enough that a gallery looks like a seller photographed the item.
 */
export function garmentSvg(garment: Garment, colorHex: string, brand: string, shot: number): string {
  const light = (colorHex === COLOR_HEX.White ? '#d9d4c8' : shade(colorHex, 0.78)) as string;
  const backdrop = [shade(light, 0.5), light];
  const stroke = shade(colorHex, -0.35);
  const transform = [
    'translate(400 520) scale(1.55) translate(-200 -200)',
    'translate(400 560) scale(2.6) translate(-200 -170)',
    'translate(560 760) scale(0.8) translate(-200 -200)',
    'translate(400 520) rotate(-12) scale(1.45) translate(-200 -200)',
  ][shot % 4];
  const label = escapeXml(brand.slice(0, 22));
  const tag =
    shot % 4 === 2
      ? `<g transform="translate(120 300) rotate(-8)">
           <rect width="420" height="260" rx="26" fill="#fbfaf6" stroke="${stroke}" stroke-width="6"/>
           <circle cx="46" cy="130" r="16" fill="${light}" stroke="${stroke}" stroke-width="4"/>
           <text x="235" y="140" font-family="Georgia, serif" font-size="52" text-anchor="middle" fill="#2b2b2e">${label}</text>
           <text x="235" y="200" font-family="Helvetica, Arial, sans-serif" font-size="26" text-anchor="middle" fill="#6b6b6b">PRE-LOVED</text>
         </g>`
      : shot % 4 === 0
        ? `<text x="400" y="930" font-family="Georgia, serif" font-size="44" text-anchor="middle" fill="${shade(colorHex, -0.55)}" opacity="0.75">${label}</text>`
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="38%" r="75%">
      <stop offset="0%" stop-color="${backdrop[0]}"/>
      <stop offset="100%" stop-color="${backdrop[1]}"/>
    </radialGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0%" stop-color="${shade(colorHex, 0.18)}"/>
      <stop offset="100%" stop-color="${shade(colorHex, -0.18)}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <ellipse cx="400" cy="880" rx="260" ry="26" fill="#000" opacity="0.08"/>
  <g transform="${transform}">
    <path d="${SHAPES[garment]}" fill="url(#cloth)" stroke="${stroke}" stroke-width="3" stroke-linejoin="round" fill-rule="evenodd"/>
  </g>
  ${tag}
</svg>`;
}
