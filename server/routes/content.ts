import {
  getAnnouncementDetail,
  getBanners,
  getCustomerService,
  getHelpCenter,
  getListAnnouncements,
} from '../../schemas/api/content';
import { handle } from '../http/handle';
import { announcementDetail, listAnnouncements, parseTypes } from '../services/content/announcements';
import { declaredBannerGroups, declaredGroup } from '../services/content/banner-groups';
import { servedBanners } from '../services/content/banners';
import { customerService, type SiteCustomerService } from '../services/content/customer-service';
import { readWhitelabelSite } from '../site-files/read-whitelabel';
import { helpCenter } from '../services/content/help-center';
import type { RoutePlugin } from './route-plugin';

/** Banners, announcements, help centre and customer service (no token needed). */
export const contentRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getBanners, async (input, ctx) => {
    // Only a group the merchant's site declares: a typo is told, not answered with nothing.
    declaredGroup(await declaredBannerGroups(deps, ctx.merchant), input.groupName);
    return servedBanners(deps.db, ctx.merchant, input.groupName, input.language ?? 'EN');
  });
  handle(
    app,
    deps,
    getListAnnouncements,
    async (input, ctx) =>
      listAnnouncements(deps.db, ctx.merchant.id, {
        types: parseTypes(input.types),
        platform: input.platform ?? 'W',
        execution: input.execution ?? 'B',
        language: input.language ?? 'EN',
      }),
    // Every page asks for the lists: they come from a cache, so their bytes are reused too.
    { sharedAnswers: true },
  );
  handle(app, deps, getAnnouncementDetail, async (input, ctx) =>
    announcementDetail(deps.db, ctx.merchant.id, input.id, input.language ?? 'EN'),
  );
  handle(app, deps, getHelpCenter, async (input, ctx) => ({
    categories: await helpCenter(deps.db, ctx.merchant.id, input.language ?? 'EN'),
  }));
  handle(app, deps, getCustomerService, async (input, ctx) => {
    const site = readWhitelabelSite(deps.config.whitelabelsDir, ctx.merchant.code) as {
      settings?: { customerService?: SiteCustomerService };
    };
    return customerService(
      deps.db,
      ctx.merchant,
      site.settings?.customerService ?? {},
      ctx.member?.memberId,
      input.language ?? 'EN',
    );
  });
};
