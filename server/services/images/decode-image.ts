import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { checkJpegStructure } from './jpeg-structure';
import { checkPngStructure, PNG_SIGNATURE } from './png-structure';

export type ImageMime = 'image/png' | 'image/jpeg';

export interface DecodedImage {
  mime: ImageMime;
  width: number;
  height: number;
}

/** Larger pictures are refused before they are decoded: a small file can unpack to gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * What an uploaded file really is: a PNG or a JPEG whose structure holds from its first
 * byte to its last (chunks and CRCs, markers to EOI, nothing after the end) and whose
 * pixels decode, or undefined. The first bytes alone prove nothing: a PNG signature glued
 * to a script passes a sniff, and so does a real picture with a script after its end,
 * which a decoder alone accepts. Shared by every image upload (withdrawal proofs, feedback
 * pictures).
 */
export function decodeImage(bytes: Buffer): DecodedImage | undefined {
  try {
    if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
      // The structure walk reads IHDR before any pixel is unpacked.
      const header = checkPngStructure(bytes);
      if (!header || header.width * header.height > MAX_IMAGE_PIXELS) return undefined;
      const png = PNG.sync.read(bytes, { checkCRC: true });
      return { mime: 'image/png', width: png.width, height: png.height };
    }
    if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
      const header = checkJpegStructure(bytes);
      if (!header || header.width * header.height > MAX_IMAGE_PIXELS) return undefined;
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
