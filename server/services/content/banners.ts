import type { Banner, BannerLinkageType } from '../../../schemas/api/content-shapes';
import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { withoutSwitchedOffBanners } from '../site/switched-off-banners';
import { pickOptional, pickText, type LocalizedText } from './localized-text';

interface BannerRow {
  id: string;
  group_name: string;
  url: string;
  title: LocalizedText;
  subtitle: LocalizedText | null;
  cta: LocalizedText | null;
  linkage_type: BannerLinkageType;
  linkage: string | null;
}

/**
 * Active banners of one group, in the merchant's order, texts in the asked language: those in
 * their window and meant for that language (or every language).
 */
export async function listBanners(
  q: Queryable,
  merchantId: number,
  group: string,
  language: string,
): Promise<Banner[]> {
  const rows = await q.query<BannerRow>(
    `SELECT id, group_name, url, title, subtitle, cta, linkage_type, linkage
       FROM banners
      WHERE merchant_id = $1 AND group_name = $2 AND status = 'active'
        AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())
        AND (languages IS NULL OR $3 = ANY(languages))
      ORDER BY sort_order, id
      LIMIT 20`,
    [merchantId, group, language],
  );
  return rows.map((r) => ({
    bannerId: Number(r.id),
    groupName: r.group_name,
    url: r.url,
    linkageType: r.linkage_type,
    ...(r.linkage ? { linkage: r.linkage } : {}),
    title: pickText(r.title, language),
    ...optional('subtitle', pickOptional(r.subtitle, language)),
    ...optional('cta', pickOptional(r.cta, language)),
  }));
}

/** A group's banners as players get them: active, less those leading to a part the merchant switched off. */
export async function servedBanners(
  q: Queryable,
  merchant: Merchant,
  group: string,
  language: string,
): Promise<Banner[]> {
  return withoutSwitchedOffBanners(
    await listBanners(q, merchant.id, group, language),
    group,
    merchant.settings,
  );
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
