import type { ResponseOf } from '@schemas/api/endpoint';
import type { EnvelopeShape } from '@schemas/api/envelope';
import type { getBootstrap } from '../api/endpoints';
import type { PortalModule } from '@schemas/api/modules';

/** The bootstrap as the platform sends it (the contract's getBootstrap). */
export type RawBootstrap = ResponseOf<typeof getBootstrap>;

/**
 * The page's inline bootstrap when the platform served it; otherwise (Vite dev,
 * a static host) fetched once. `?wl=` chooses the whitelabel where allowed.
 */
export async function loadBootstrap(): Promise<RawBootstrap> {
  const island = document.getElementById('tessera-bootstrap');
  const inline = island?.textContent?.trim();
  if (inline) return JSON.parse(inline) as RawBootstrap;
  const wl = new URLSearchParams(window.location.search).get('wl');
  const url = `/portal/bootstrap${wl ? `?wl=${encodeURIComponent(wl)}` : ''}`;
  const res = await fetch(url, { headers: { 'x-module': 'app' satisfies PortalModule } });
  const envelope = (await res.json()) as EnvelopeShape<RawBootstrap>;
  if (!envelope.success || !envelope.value)
    throw new Error(envelope.message || 'The site could not be loaded');
  return envelope.value;
}

/** The whitelabel the development switch chose, remembered so API calls carry it. */
export function switchedWhitelabel(bootstrap: RawBootstrap): string | undefined {
  return bootstrap.switchedBy === 'wl' ? bootstrap.merchantCode : undefined;
}
