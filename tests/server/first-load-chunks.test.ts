import { describe, expect, it } from 'vitest';
import { CATALOG_LOCALES, widgetTypesIn } from '../../server/portal/first-load-chunks';
import { LANGUAGE_INFO } from '../../src/i18n/languages';

describe('the chunks a first visit needs', () => {
  it('parts only a member, an agent or another language sees are left out; what may show stays', () => {
    const nodes = [
      { type: 'login-form', when: { loggedIn: false } },
      { type: 'member-panel', when: { loggedIn: true } },
      { type: 'agent-box', when: { isAgent: [1] } },
      { type: 'thai-only', when: { language: 'TH' } },
      { type: 'english', when: { language: ['EN', 'TH'] } },
      { type: 'phone', when: { viewport: 'mobile' } },
      { type: 'not-member', when: { not: { loggedIn: true } } },
      { type: 'member-and-phone', when: { all: [{ loggedIn: true }, { viewport: 'mobile' }] } },
      { type: 'member-or-phone', when: { any: [{ loggedIn: true }, { viewport: 'mobile' }] } },
      { type: 'row', children: [{ type: 'inner' }, { type: 'hidden', when: { loggedIn: true } }] },
      { type: 'gone', when: { loggedIn: true }, children: [{ type: 'inside-gone' }] },
    ];
    expect(widgetTypesIn(nodes, 'EN').sort()).toEqual(
      ['english', 'inner', 'login-form', 'member-or-phone', 'not-member', 'phone', 'row'].sort(),
    );
  });

  it('the platform names the same catalog for each language as the portal loads', () => {
    expect(CATALOG_LOCALES).toEqual(
      Object.fromEntries(Object.entries(LANGUAGE_INFO).map(([code, info]) => [code, info.locale])),
    );
  });
});
