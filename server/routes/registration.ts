import {
  checkAffiliateCode,
  getCountries,
  getRegisterSettings,
  getValidationSettings,
} from '../../schemas/api/registration';
import { handle } from '../http/handle';
import { enabledFlags } from '../domain/merchant-flags';
import { affiliateAgentId } from '../services/member/register';
import { countriesFor } from '../services/registration/countries';
import { registerRulesFor, validationRulesFor } from '../services/registration/field-rules';
import { siteAgeLimit } from '../services/registration/age-limit';
import type { RoutePlugin } from './route-plugin';

export const registrationRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getRegisterSettings, async (_input, ctx) => ({
    rules: registerRulesFor(ctx.merchant),
    ageLimit: siteAgeLimit(deps.config.whitelabelsDir, ctx.merchant.code),
  }));
  handle(app, deps, getValidationSettings, async (_input, ctx) => validationRulesFor(ctx.merchant));
  handle(app, deps, getCountries, async (_input, ctx) => countriesFor(ctx.merchant, ctx.country));
  // Without the affiliate feature no code is valid: registration ignores them too.
  handle(app, deps, checkAffiliateCode, async (input, ctx) => ({
    valid:
      enabledFlags(ctx.merchant).includes('AFFILIATE3') &&
      (await affiliateAgentId(ctx.deps.db, ctx.merchant.id, input.code.trim())) !== undefined,
  }));
};
