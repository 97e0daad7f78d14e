import { crc32 } from 'node:zlib';

/** Every PNG starts with these eight bytes. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bit depths each colour type allows (PNG spec, table 11.1). */
const DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Critical chunks a decoder must understand; any other critical chunk makes the file unreadable. */
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

export interface PngHeader {
  width: number;
  height: number;
}

/**
 * Walk a PNG chunk by chunk and answer its header, or undefined when the file is not a
 * well-formed PNG: every chunk's length fits and its CRC matches, IHDR comes first and is
 * sane, the IDAT chunks are consecutive, and IEND is the last chunk with no byte after it.
 * A picture with a script glued after IEND (which browsers and some tools still show) fails
 * here, where a decoder that stops at IEND would pass it.
 */
export function checkPngStructure(bytes: Buffer): PngHeader | undefined {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let pos = 8;
  let header: (PngHeader & { colorType: number }) | undefined;
  let sawPalette = false;
  let idat: 'none' | 'open' | 'closed' = 'none';
  while (pos + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    if (length > 0x7fffffff || pos + 12 + length > bytes.length) return undefined;
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return undefined;
    const body = bytes.subarray(pos + 4, pos + 8 + length);
    if (crc32(body) !== bytes.readUInt32BE(pos + 8 + length)) return undefined;
    const data = body.subarray(4);
    pos += 12 + length;
    if (!header) {
      if (type !== 'IHDR') return undefined;
      header = readHeader(data);
      if (!header) return undefined;
      continue;
    }
    if (type === 'IHDR') return undefined;
    if (type === 'IEND') {
      // IEND is empty, follows the image data and ends the file.
      const valid = length === 0 && idat !== 'none' && pos === bytes.length;
      const paletteOk = header.colorType !== 3 || sawPalette;
      return valid && paletteOk ? { width: header.width, height: header.height } : undefined;
    }
    if (type === 'IDAT') {
      if (idat === 'closed') return undefined;
      idat = 'open';
      continue;
    }
    if (idat === 'open') idat = 'closed';
    if (type === 'PLTE') {
      if (sawPalette || idat !== 'none' || length === 0 || length % 3 !== 0 || length > 768) return undefined;
      sawPalette = true;
      continue;
    }
    // An unknown critical chunk (upper-case first letter) means the file cannot be read safely.
    if (type.charCodeAt(0) < 0x61 && !CRITICAL.has(type)) return undefined;
  }
  // The bytes ran out before IEND: a cut-off file.
  return undefined;
}

function readHeader(data: Buffer): (PngHeader & { colorType: number }) | undefined {
  if (data.length !== 13) return undefined;
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const depth = data[8] ?? 0;
  const colorType = data[9] ?? -1;
  const [compression, filter, interlace] = [data[10], data[11], data[12]];
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return undefined;
  if (!DEPTHS[colorType]?.includes(depth)) return undefined;
  if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return undefined;
  return { width, height, colorType };
}
