import fs from 'node:fs';
import path from 'node:path';
import {
  opsSiteCheck,
  opsSiteHistory,
  opsSitePreview,
  opsSitePublish,
  opsSiteRollback,
  opsSiteSource,
} from '../../schemas/api/ops/ops-site-studio';
import { studioFileName } from '../../schemas/api/ops/site-studio-rules';
import { parseJsonSource } from '../../schemas/site/check/json-source';
import { ApiError } from '../domain/api-error';
import { actorOf, handleOps, operatorOf, type OpsCallContext } from '../http/handle-ops';
import { combineSiteFiles } from '../site-files/read-whitelabel';
import { verifyWithSchema } from '../site-files/site-validator';
import { checkSiteText, hasErrors } from '../services/site/check-site-text';
import { previewAddress } from '../services/site/preview-address';
import { draftFiles, publishSite } from '../services/site/publish-site';
import { RollbackRefused, rollBackSite } from '../services/site/roll-back-site';
import { servedSite } from '../services/site/served-site';
import { previewDefaults, storePreview } from '../services/site/site-previews';
import { newestSiteVersion } from '../services/site/site-versions';
import { studioMerchant } from '../services/site/studio-merchant';
import { summaryOf, versionSummaries } from '../services/site/studio-versions';
import type { RoutePlugin } from './route-plugin';

/** The site studio of the back office (docs/decisions/site-studio.md). */
export const backOfficeSiteStudioRoutes: RoutePlugin = async (app, { deps }) => {
  const { whitelabelsDir } = deps.config;
  const merchantOf = (ctx: OpsCallContext, code: string | undefined) =>
    studioMerchant(deps, operatorOf(ctx), code);
  /** Edits made in the folder are kept as versions first, so a base is always the newest the platform knows. */
  const absorbFolder = (m: { id: number; code: string }, ctx: OpsCallContext) => servedSite(deps, m, ctx.log);

  handleOps(app, deps, opsSiteSource, async ({ merchant: code, file = 'site' }, ctx) => {
    const merchant = await merchantOf(ctx, code);
    await absorbFolder(merchant, ctx);
    const newest = await newestSiteVersion(deps.db, merchant.id);
    const text = fs.readFileSync(path.join(whitelabelsDir, merchant.code, studioFileName(file)), 'utf8');
    const parsed = parseJsonSource(text);
    const folder = parsed.ok ? parsed.value : undefined;
    const differs = !newest || JSON.stringify(folder) !== JSON.stringify(newest.files[file]);
    return { merchant: merchant.code, text, versionId: newest?.id ?? null, differsFromServed: differs };
  });

  handleOps(app, deps, opsSiteCheck, async ({ merchant: code, file, text }, ctx) => {
    const merchant = await merchantOf(ctx, code);
    const problems = checkSiteText(whitelabelsDir, merchant.code, text, file);
    return { ok: !hasErrors(problems), problems };
  });

  handleOps(app, deps, opsSitePublish, async ({ merchant: code, file, text, baseVersionId }, ctx) => {
    const merchant = await merchantOf(ctx, code);
    await absorbFolder(merchant, ctx);
    return publishSite(
      { db: deps.db, whitelabelsDir },
      merchant,
      { text, baseVersionId, file },
      actorOf(ctx),
    );
  });

  handleOps(app, deps, opsSiteHistory, async ({ merchant: code, limit }, ctx) => {
    const merchant = await merchantOf(ctx, code);
    await absorbFolder(merchant, ctx);
    return { items: await versionSummaries(deps.db, merchant.id, limit ?? 30) };
  });

  handleOps(app, deps, opsSiteRollback, async ({ merchant: code, versionId, baseVersionId }, ctx) => {
    const merchant = await merchantOf(ctx, code);
    await absorbFolder(merchant, ctx);
    try {
      const { version, previous } = await rollBackSite({ db: deps.db, whitelabelsDir }, merchant, versionId, {
        actor: actorOf(ctx),
        baseVersionId,
      });
      return { version: summaryOf(version, previous) };
    } catch (err) {
      if (err instanceof RollbackRefused) {
        if (err.missing) throw ApiError.notFound('site version');
        throw ApiError.validation('versionId', err.message);
      }
      throw err;
    }
  });

  handleOps(
    app,
    deps,
    opsSitePreview,
    async ({ merchant: code, file = 'site', text, language, theme }, ctx) => {
      const merchant = await merchantOf(ctx, code);
      const problems = checkSiteText(whitelabelsDir, merchant.code, text, file);
      const parsed = parseJsonSource(text);
      if (hasErrors(problems) || !parsed.ok) return { ok: false as const, problems };
      const files = draftFiles(whitelabelsDir, merchant.code, file, parsed.value);
      const verdict = verifyWithSchema(combineSiteFiles(files));
      if (!verdict.ok) return { ok: false as const, problems };
      const { token, expiresAt } = await storePreview(
        deps.db,
        merchant.id,
        previewDefaults(verdict.site, { language, theme }),
      );
      const url = await previewAddress(
        deps.db,
        merchant.id,
        { adminHost: deps.config.adminHost, protocol: ctx.protocol, port: ctx.port },
        token,
      );
      return { ok: true as const, url, expiresAt: expiresAt.toISOString() };
    },
  );
};
