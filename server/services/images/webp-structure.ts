/** The chunks a still WebP may hold (RIFF container, Google's WebP container specification). */
const KNOWN = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP', 'EXIF', 'XMP ']);
const ANIMATION = new Set(['ANIM', 'ANMF']);

export interface WebpHeader {
  width: number;
  height: number;
}

/**
 * A still WebP whose RIFF structure holds from the first byte to the last: the RIFF size is
 * the file's, every chunk fits (with its pad byte), only known chunks, exactly one image
 * bitstream (VP8 or VP8L) whose header is well formed, nothing after the end. Answers its
 * size, or undefined. No WebP decoder is in the lockfile, so pixels are not unpacked
 * (docs/decisions/banners.md): the walk is what refuses a file that only claims to be one.
 */
export function checkWebpStructure(bytes: Buffer): WebpHeader | undefined {
  if (bytes.length < 20) return undefined;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return undefined;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return undefined;
  let at = 12;
  let canvas: WebpHeader | undefined;
  let image: WebpHeader | undefined;
  let first = true;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return undefined;
    const kind = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const start = at + 8;
    const end = start + size;
    if (end > bytes.length) return undefined;
    const body = bytes.subarray(start, end);
    if (ANIMATION.has(kind) || !KNOWN.has(kind)) return undefined;
    if (kind === 'VP8X') {
      if (!first || size < 10) return undefined;
      // Bit 1 of the flags marks an animation: a banner is a still picture.
      if ((body[0] as number) & 0x02) return undefined;
      canvas = { width: body.readUIntLE(4, 3) + 1, height: body.readUIntLE(7, 3) + 1 };
    } else if (kind === 'VP8 ' || kind === 'VP8L') {
      if (image) return undefined;
      image = kind === 'VP8 ' ? lossyHeader(body) : losslessHeader(body);
      if (!image) return undefined;
    } else if (first) return undefined;
    first = false;
    // Chunks are padded to an even length; the pad byte must be there, and nothing else.
    at = end + (size % 2);
    if (at > bytes.length) return undefined;
  }
  if (!image) return undefined;
  if (canvas && (canvas.width !== image.width || canvas.height !== image.height)) return undefined;
  return image;
}

/** A VP8 key frame: its tag, start code and 14-bit sizes. */
function lossyHeader(body: Buffer): WebpHeader | undefined {
  if (body.length < 10) return undefined;
  if (((body[0] as number) & 0x01) !== 0) return undefined; // not a key frame
  if (body[3] !== 0x9d || body[4] !== 0x01 || body[5] !== 0x2a) return undefined;
  const width = body.readUInt16LE(6) & 0x3fff;
  const height = body.readUInt16LE(8) & 0x3fff;
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** A VP8L stream: its signature, 14-bit sizes and version 0. */
function losslessHeader(body: Buffer): WebpHeader | undefined {
  if (body.length < 5 || body[0] !== 0x2f) return undefined;
  const bits = body.readUInt32LE(1);
  if (bits >>> 29 !== 0) return undefined;
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}
