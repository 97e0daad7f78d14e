import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstScreen, RenderFirstScreen } from '../../../schemas/portal/first-screen';
import type { Bootstrap } from '../bootstrap';
import type { Site } from '../../../schemas/site/site';
import { firstScreenFits } from './first-screen-fits';
import { inProcessFetch } from './in-process-fetch';
import { siteDigest } from './site-digest';

/** Longest the page waits for its first screen; after it the page goes out without one. */
const RENDER_BUDGET_MS = 1_500;
/** A page's first screen is drawn again at most this often (the same for every guest meanwhile). */
const FRESH_MS = 2_000;
/** Screens drawn at once, at most; pages asked for meanwhile go out without one (the portal draws them). */
const AT_ONCE = 2;

export interface FirstScreenRenderer {
  /** The guest's first screen of the page, or null (no renderer built, no site, too slow, failed). */
  render(req: FastifyRequest, bootstrap: Bootstrap, pathname: string): Promise<FirstScreen | null>;
}

/**
 * The portal's own first render, run on the platform for a guest (src/app/first-screen): the
 * page's HTML then carries its first screen, painted before any script arrives
 * (docs/decisions/first-screen-from-the-platform.md). Drawn pages are kept for FRESH_MS per
 * merchant, site and path, so a burst of visitors costs one drawing.
 */
export function firstScreenRenderer(
  app: FastifyInstance,
  modulePath: string | undefined,
): FirstScreenRenderer {
  let loaded: Promise<RenderFirstScreen | null> | undefined;
  const load = () =>
    (loaded ??=
      modulePath && fs.existsSync(modulePath)
        ? import(pathToFileURL(modulePath).href).then(
            (mod: { renderFirstScreen: RenderFirstScreen }) => mod.renderFirstScreen,
            (err: unknown) => {
              app.log.error({ err }, 'first screen: the renderer did not load');
              return null;
            },
          )
        : Promise.resolve(null));
  // Loaded when the platform starts, not by the first visitor.
  void load();
  const kept = new Map<string, { at: number; screen: Promise<FirstScreen | null> }>();
  let drawing = 0;

  return {
    async render(req, bootstrap, pathname) {
      const site = bootstrap.site as Site | null;
      if (!site || bootstrap.status.status !== 0 || !firstScreenFits(site, pathname)) return null;
      // The same site (a change, a studio draft, a module switched off draws afresh) and path.
      const key = `${req.host}|${pathname}|${bootstrap.flags.join()}|${siteDigest(site)}`;
      const hit = kept.get(key);
      if (hit && hit.at > Date.now() - FRESH_MS) return hit.screen;
      const render = await load();
      if (!render || drawing >= AT_ONCE) return null;
      drawing += 1;
      const work = render({
        bootstrap,
        pathname,
        baseUrl: `${req.protocol}://${req.host}/`,
        fetch: inProcessFetch(app, req),
      });
      // Counted until the drawing ends, also when the page stopped waiting for it.
      void work.finally(() => (drawing -= 1)).catch(() => undefined);
      const screen = withinBudget(work).catch((err: unknown) => {
        req.log.warn({ err, pathname }, 'first screen: not drawn');
        return null;
      });
      if (kept.size >= 500) kept.clear();
      kept.set(key, { at: Date.now(), screen });
      return screen;
    },
  };
}

function withinBudget<T>(work: Promise<T>): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
