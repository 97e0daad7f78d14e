import type { OperatorSession } from '../atoms/back-office-atoms';
import type { SiteProblem, SiteSource, SiteVersionRow } from '../atoms/site-studio-atoms';

/** The owner of one merchant, who edits its site in the studio. */
export const AURORA_OWNER_SESSION: OperatorSession = {
  token: 'sample-aurora-owner-token-0123456',
  idleMinutes: 15,
  operator: { id: 7, username: 'olive', role: 'owner', merchant: 'aurora' },
};

export const SAMPLE_SITE_TEXT = `{
  "schemaVersion": 3,
  "merchant": { "code": "aurora", "name": "Aurora" },
  "languages": { "header": ["EN", "TY"], "default": "EN" }
}
`;

export const SAMPLE_SOURCE: SiteSource = {
  merchant: 'aurora',
  text: SAMPLE_SITE_TEXT,
  versionId: 12,
  differsFromServed: false,
};

/** The same merchant's theme.json, as the theme tab opens it. */
export const SAMPLE_THEME_SOURCE: SiteSource = {
  merchant: 'aurora',
  text: `{
  "schemaVersion": 1,
  "dark": { "accent": "#f5b942" }
}
`,
  versionId: 12,
  differsFromServed: false,
};

export const SAMPLE_HISTORY: SiteVersionRow[] = [
  { id: 12, author: 'bo:olive', createdAt: '2026-11-26T10:00:00.000Z', changed: ['/site/merchant/name'] },
  { id: 9, author: 'site files', createdAt: '2026-11-25T08:00:00.000Z', changed: ['/'] },
];

export const SAMPLE_PROBLEM: SiteProblem = {
  line: 3,
  column: 28,
  path: 'merchant › name',
  pointer: '/merchant/name',
  message: 'must be string',
  severity: 'error',
  text: 'whitelabels/aurora/site.json:3:28: error: merchant › name: must be string',
};
