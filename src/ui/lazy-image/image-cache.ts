/** Spec §9: remember up to 200 loaded images, so a card scrolled back into view paints at once. */
export const IMAGE_CACHE_SIZE = 200;

const loaded = new Map<string, true>();

export function isCached(src: string): boolean {
  if (!loaded.has(src)) return false;
  // Refresh its place: the least recently shown image leaves first.
  loaded.delete(src);
  loaded.set(src, true);
  return true;
}

export function remember(src: string): void {
  loaded.delete(src);
  loaded.set(src, true);
  while (loaded.size > IMAGE_CACHE_SIZE) loaded.delete(loaded.keys().next().value as string);
}

export function cachedCount(): number {
  return loaded.size;
}

export function clearImageCache(): void {
  loaded.clear();
}
