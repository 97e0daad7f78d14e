import { mapNodes, type SiteMigration } from './site-migration';

/** v2 renamed the widget `banner-slider` to `banner-carousel`; the old name lives on only here. */
export const v1ToV2: SiteMigration = {
  id: 'v1-to-v2:banner-slider-renamed',
  from: 1,
  migrate: (site) =>
    mapNodes(site, (node) => (node.type === 'banner-slider' ? { ...node, type: 'banner-carousel' } : node)),
};
