import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../../app.js';
import { uploadsDir } from '../../lib/storage.js';

/** Test-only builders: real multipart bodies and real (or deliberately broken) image files. */

export type FormFile = { name: string; data: Buffer; field?: string; type?: string };

export function multipartForm(files: FormFile[], fields: Record<string, string> = {}) {
  const boundary = `----rethread${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images'}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(app: App, cookie: string | undefined, files: FormFile[]) {
  const form = multipartForm(files);
  return app.inject({
    method: 'POST',
    url: '/api/upload-images',
    payload: form.payload,
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
  });
}

export const solidJpeg = (width = 640, height = 480, colour = '#3366aa') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

export const solidPng = (width = 300, height = 200, colour = '#22aa55') =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();

/**
 * A phone-style photo: 200×100, left half red and right half blue, stored sideways with EXIF
 * orientation 6 (display rotated 90° clockwise) and a GPS position in its EXIF.
 */
export async function sidewaysJpegWithGps(): Promise<Buffer> {
  const left = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2645/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3942/100',
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes whose PNG header claims width×height pixels: a decompression bomb's calling card. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">' +
    '<script>alert(1)</script><rect width="40" height="40" fill="red"/></svg>',
);

/** The first bytes of a real zip archive (local file header of an empty 'a.txt'). */
export const ZIP = Buffer.concat([
  Buffer.from('504b0304140000000000000000000000000000000000000000000500000061', 'hex'),
  Buffer.from('.txt'),
  Buffer.from('504b0506000000000000000000000000000000000000', 'hex'),
]);

/** Every file under DATA_DIR/uploads, as relative paths. */
export async function storedFiles(app: App): Promise<string[]> {
  try {
    const entries = await readdir(uploadsDir(app.ctx.config), { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`);
  } catch {
    return [];
  }
}
