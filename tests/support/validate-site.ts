import { verifySite, type SiteVerdict } from '@schemas/site/check/verify-site';
import validate from './generated/site-validator';
import { widgetTypes } from '../../src/widgets/registry';

/**
 * The platform's verdict on a stored site, computed without a server: the same
 * migrate -> schema -> semantics path, with the precompiled validator (no schema
 * compiler, so it runs in Storybook and browser tests too).
 */
export function verifyStoredSite(raw: unknown): SiteVerdict {
  return verifySite(raw, validate, widgetTypes);
}
