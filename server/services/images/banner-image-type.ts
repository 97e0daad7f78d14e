import { decodeImage } from './decode-image';
import { checkWebpStructure } from './webp-structure';

export interface BannerImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

/**
 * What a banner picture really is, from its bytes alone: a PNG or JPEG that decodes whole
 * (the check every image upload shares, docs/decisions/image-uploads.md) or a still WebP
 * whose structure holds to its last byte. Its name and declared type are never consulted.
 */
export function bannerImageType(bytes: Buffer): BannerImageType | undefined {
  const webp = checkWebpStructure(bytes);
  if (webp) return { mime: 'image/webp', ...webp };
  return decodeImage(bytes);
}

/** The file extension of the address a picture is served at. */
export const EXTENSION: Record<BannerImageType['mime'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
