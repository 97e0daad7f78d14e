import type { MerchantSettings } from '../../../domain/merchant';
import { isTableEngine } from '../house/table-engines';

/** One of the merchant's launch CDNs, at random (spec §7); '' launches from this site. */
export function launchBase(settings: MerchantSettings): string {
  const cdns = Array.isArray(settings.launchGameCDNs)
    ? settings.launchGameCDNs.filter((c): c is string => typeof c === 'string' && /^https?:\/\//.test(c))
    : [];
  if (cdns.length === 0) return '';
  return (cdns[Math.floor(Math.random() * cdns.length)] as string).replace(/\/$/, '');
}

/** The house page that plays an engine; games no engine plays get the provider page. */
export function housePath(engine: string | null): string {
  if (engine === 'slot') return '/house/slot/';
  if (engine === 'lottery') return '/house/lottery/';
  if (engine === 'blackjack') return '/house/blackjack/';
  if (engine === 'sportsbook') return '/house/sports/';
  if (isTableEngine(engine)) return '/house/table/';
  return '/house/provider/';
}

export function frameUrl(
  settings: MerchantSettings,
  engine: string | null,
  params: Record<string, string | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') query.set(k, v);
  return `${launchBase(settings)}${housePath(engine)}?${query.toString()}`;
}
