import { createHash } from 'node:crypto';
import type { Site } from '../../../schemas/site/site';

const digests = new WeakMap<Site, string>();

/**
 * A short name for a site's exact content, worked out once per site object: the served site
 * (and its module-pruned copy) is one object until its files or settings change, so a page
 * request reads the name instead of serialising and hashing the whole site again.
 */
export function siteDigest(site: Site): string {
  let digest = digests.get(site);
  if (digest === undefined) {
    digest = createHash('sha1').update(JSON.stringify(site)).digest('base64');
    digests.set(site, digest);
  }
  return digest;
}
