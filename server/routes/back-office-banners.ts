import { BANNER_IMAGE_PATH } from '../../schemas/api/ops/banner-rules';
import {
  opsBannerImage,
  opsBannerOrder,
  opsBanners,
  opsBannerSave,
  opsBannerVisibility,
} from '../../schemas/api/ops/ops-banner-desk';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { actorOf, handleOps, operatorOf, type OpsCallContext } from '../http/handle-ops';
import { declaredBannerGroups } from '../services/content/banner-groups';
import {
  bannerCounts,
  bannerImageBytes,
  groupBanners,
  orderBanners,
  saveBanner,
  setBannerHidden,
  storeBannerImage,
} from '../services/content/banner-desk';
import { merchantScope } from '../services/operators/operator-scope';
import type { RoutePlugin } from './route-plugin';

/** The merchant a banner call works on: its own for an operator of one merchant, the named one otherwise. */
async function bannerMerchant(deps: AppDeps, ctx: OpsCallContext, code: string | undefined) {
  const op = operatorOf(ctx);
  const id = await merchantScope(deps.db, op, code);
  // Banner groups are each merchant's own: a platform-wide operator names the merchant.
  if (id === null) throw ApiError.validation('merchant', 'is required: name the merchant');
  const [row] = await deps.db.query<{ code: string }>('SELECT code FROM merchants WHERE id = $1', [id]);
  const merchant = { id, code: row?.code ?? '' };
  return { merchant, groups: await declaredBannerGroups(deps, merchant) };
}

/** Banners as content in the back office (docs/decisions/banners.md), and their uploaded pictures. */
export const backOfficeBannerRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(app, deps, opsBanners, async ({ merchant: code, group }, ctx) => {
    const { merchant, groups } = await bannerMerchant(deps, ctx, code);
    const counts = await bannerCounts(deps.db, merchant.id);
    const chosen = group ?? groups[0]?.group ?? null;
    if (chosen !== null && !groups.some((g) => g.group === chosen))
      throw ApiError.validation(
        'group',
        `is not a banner group of ${merchant.code} (its groups: ${groups.map((g) => g.group).join(', ')})`,
      );
    return {
      merchant: merchant.code,
      groups: groups.map((g) => ({
        group: g.group,
        aspectRatio: g.aspectRatio,
        count: counts.get(g.group) ?? 0,
      })),
      group: chosen,
      items: chosen === null ? [] : await groupBanners(deps.db, merchant.id, chosen),
    };
  });
  handleOps(app, deps, opsBannerSave, async ({ merchant: code, startsAt, endsAt, ...draft }, ctx) => {
    const { merchant, groups } = await bannerMerchant(deps, ctx, code);
    const banner = await saveBanner(
      deps.db,
      merchant.id,
      groups,
      {
        ...draft,
        ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
        ...(endsAt ? { endsAt: new Date(endsAt) } : {}),
      },
      actorOf(ctx),
    );
    return { banner };
  });
  handleOps(app, deps, opsBannerVisibility, async ({ id, hidden }, ctx) => ({
    banner: await setBannerHidden(deps.db, operatorOf(ctx).merchantId, id, hidden, actorOf(ctx)),
  }));
  handleOps(app, deps, opsBannerOrder, async ({ merchant: code, group, ids }, ctx) => {
    const { merchant, groups } = await bannerMerchant(deps, ctx, code);
    if (!groups.some((g) => g.group === group))
      throw ApiError.validation('group', `is not a banner group of ${merchant.code}`);
    return { items: await orderBanners(deps.db, merchant.id, group, ids, actorOf(ctx)) };
  });
  handleOps(app, deps, opsBannerImage, async ({ merchant: code, data }, ctx) => {
    const { merchant } = await bannerMerchant(deps, ctx, code);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw ApiError.validation('data', 'is not base64');
    return storeBannerImage(deps.db, merchant.id, Buffer.from(data, 'base64'), actorOf(ctx));
  });

  // Pictures are addressed by the hash of their bytes, so an address never changes meaning:
  // cached for a year, typed from what the bytes proved, never sniffed by the browser.
  app.get<{ Params: { file: string } }>(`${BANNER_IMAGE_PATH}/:file`, async (req, reply) => {
    const m = /^([0-9a-f]{64})\.(png|jpg|webp)$/.exec(req.params.file);
    const found = m ? await bannerImageBytes(deps.db, m[1] as string) : undefined;
    if (!m || !found || extensionOf(found.mime) !== m[2])
      return reply.code(404).type('text/plain').header('x-content-type-options', 'nosniff').send('Not found');
    return reply
      .type(found.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${m[1]}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(found.bytes);
  });
};

function extensionOf(mime: string): string {
  return mime === 'image/png' ? 'png' : mime === 'image/jpeg' ? 'jpg' : 'webp';
}
