import QRCode from 'qrcode';
import type { Site } from '../../../schemas/site/site';
import type { MerchantSettings } from '../../domain/merchant';

export interface Resource {
  resourceType: string;
  url: string;
  qrCodeUrl: string;
  labelNameEn: string;
}

interface ResourceSetting {
  resourceType?: unknown;
  url?: unknown;
  labelNameEn?: unknown;
}

const qrCache = new Map<string, string>();
const QR_CACHE_SIZE = 500;

/** An SVG QR code of `text` as a data URL (drawn here: no external QR service). */
export async function qrDataUrl(text: string): Promise<string> {
  const hit = qrCache.get(text);
  if (hit) return hit;
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  if (qrCache.size >= QR_CACHE_SIZE) qrCache.delete(qrCache.keys().next().value as string);
  qrCache.set(text, url);
  return url;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Apps, support and social links with their QR codes (side bars, app page): ops'
 * `resources` list in platform.json first, then what site.json names (app downloads,
 * the Telegram desk, social links). Relative links are made absolute on `origin`, so
 * a phone scanning the code reaches this domain.
 */
export async function resourcesFor(
  site: Site,
  settings: MerchantSettings,
  origin: string,
): Promise<Resource[]> {
  const listed: { resourceType: string; url: string; labelNameEn: string }[] = [];
  if (Array.isArray(settings.resources)) {
    for (const r of settings.resources as ResourceSetting[]) {
      if (typeof r.resourceType === 'string' && typeof r.url === 'string') {
        listed.push({
          resourceType: r.resourceType,
          url: r.url,
          labelNameEn: typeof r.labelNameEn === 'string' ? r.labelNameEn : r.resourceType,
        });
      }
    }
  }
  const apps = site.settings.appDownload;
  if (apps) {
    listed.push({ resourceType: 'APP_IOS', url: apps.ios, labelNameEn: 'iOS app' });
    listed.push({ resourceType: 'APP_ANDROID', url: apps.android, labelNameEn: 'Android app' });
  }
  const telegram = site.settings.customerService.telegram;
  if (telegram) listed.push({ resourceType: 'TELEGRAM', url: telegram, labelNameEn: 'Telegram support' });
  for (const link of site.settings.social) {
    listed.push({
      resourceType: `SOCIAL_${link.kind.toUpperCase()}`,
      url: link.url,
      labelNameEn: capitalise(link.kind),
    });
  }
  const seen = new Set<string>();
  const unique = listed.filter((r) => !seen.has(r.resourceType) && seen.add(r.resourceType));
  return Promise.all(
    unique.map(async (r) => {
      const url = new URL(r.url, origin).toString();
      return { ...r, url, qrCodeUrl: await qrDataUrl(url) };
    }),
  );
}
