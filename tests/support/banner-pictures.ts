import { randomBytes } from 'node:crypto';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Real pictures for banner upload tests, made in memory. */
export function pngOf(width: number, height: number, noise = false): Buffer {
  const png = new PNG({ width, height });
  if (noise) randomBytes(png.data.length).copy(png.data);
  else png.data.fill(0x80);
  return PNG.sync.write(png);
}

export function jpegOf(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 0x60);
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}

/**
 * A still lossless WebP as its container and bitstream header lay it out (RIFF, one VP8L
 * chunk): the platform checks structure, not pixels, for WebP.
 */
export function webpOf(width: number, height: number): Buffer {
  const stream = Buffer.alloc(5 + 16, 0);
  stream[0] = 0x2f;
  stream.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  const chunk = Buffer.concat([
    Buffer.from('VP8L', 'latin1'),
    u32(stream.length),
    stream,
    pad(stream.length),
  ]);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunk]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32(body.length), body]);
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}
const pad = (n: number) => Buffer.alloc(n % 2);
