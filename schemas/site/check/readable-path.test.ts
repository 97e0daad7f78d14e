import { describe, expect, it } from 'vitest';
import { readablePath } from './readable-path';

const site = {
  pages: [
    {
      route: '/',
      nodes: [
        { type: 'section', children: [{ type: 'banner-carousel', props: { group: 'w_x' } }] },
        { type: 'banner-carousel', id: 'home-banners', props: { group: 'w_y' } },
      ],
    },
  ],
  nav: [{ id: 'live', label: 'nav.live' }],
  memberCentre: { pages: [{ key: 'securityCenter' }] },
  settings: { social: [{ kind: 'x' }] },
};

describe('readable node paths', () => {
  it('names pages by route, nodes by id (or type and position), items by key or id', () => {
    expect(readablePath(site, '/pages/0/nodes/0/children/0/props/group')).toBe(
      'pages › / › section #1 › banner-carousel #1 › props.group',
    );
    expect(readablePath(site, '/pages/0/nodes/1/props/group')).toBe(
      'pages › / › banner-carousel "home-banners" › props.group',
    );
    expect(readablePath(site, '/nav/0/label')).toBe('nav › live › label');
    expect(readablePath(site, '/memberCentre/pages/0/node')).toBe('memberCentre › securityCenter › node');
    expect(readablePath(site, '/settings/social/0/url')).toBe('settings › social › #1 › url');
  });

  it('copes with places that do not exist and with escaped pointers', () => {
    expect(readablePath(site, '/pages/4/title')).toBe('pages › #5 › title');
    expect(readablePath(site, '')).toBe('(site)');
    expect(readablePath({ 'a/b': { c: 1 } }, '/a~1b/c')).toBe('a/b › c');
  });
});
