import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export type ImageMime = 'image/png' | 'image/jpeg';

export interface DecodedImage {
  mime: ImageMime;
  width: number;
  height: number;
}

/** Larger pictures are refused before they are decoded: a small file can unpack to gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What an uploaded file really is: a PNG or a JPEG that decodes from its first byte to
 * its last, or undefined. The first bytes alone prove nothing (a PNG signature glued to
 * anything passes a sniff); a whole decode does. Shared by every image upload.
 */
export function decodeImage(bytes: Buffer): DecodedImage | undefined {
  try {
    if (bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
      // IHDR comes first: its size is known before any pixel is unpacked.
      const width = bytes.readUInt32BE(16);
      const height = bytes.readUInt32BE(20);
      if (width * height > MAX_IMAGE_PIXELS) return undefined;
      const png = PNG.sync.read(bytes);
      return { mime: 'image/png', width: png.width, height: png.height };
    }
    if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
      const img = jpeg.decode(bytes, {
        useTArray: true,
        maxResolutionInMP: MAX_IMAGE_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 512,
      });
      return { mime: 'image/jpeg', width: img.width, height: img.height };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
