import { atom } from 'jotai';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '@schemas/site/constants';
import { requireRealAccountAtom } from './auth';
import { permissionAtom } from './permission';
import { openPopupAtom } from './popup';

const pageAtom = atom<AgentCentrePage | null>(null);

/** The agent-centre page shown (null: the site's default, agentTeamOverview). */
export const agentCentrePageAtom = atom(
  (get) => get(pageAtom),
  (_get, set, page: AgentCentrePage | null) => set(pageAtom, page),
);

export function isAgentCentrePage(value: unknown): value is AgentCentrePage {
  return typeof value === 'string' && (AGENT_CENTRE_PAGES as readonly string[]).includes(value);
}

/**
 * Open the agent centre (spec §2, §6): visitors get the login popup, trial accounts
 * in_need_true_account and players the non-agent warning.
 */
export const openAgentCentreAtom = atom(null, async (_get, set, opts: { page?: AgentCentrePage } = {}) => {
  if (!(await set(requireRealAccountAtom, 'agentCentre'))) return false;
  set(pageAtom, opts.page ?? null);
  set(openPopupAtom, { name: 'agentCentre', params: opts.page ? { page: opts.page } : {} });
  return true;
});

/** Closing the agent centre forgets its page. */
export const resetAgentCentreAtom = atom(null, (_get, set) => set(pageAtom, null));

/**
 * The agent-centre modules the merchant's module tree leaves on (spec §3 whitelabel
 * tree): a page is shown only while its module is. Every page when the tree has no
 * agentCentre group (an older platform answer).
 */
export const agentModulesAtom = atom(async (get): Promise<ReadonlySet<string> | 'all'> => {
  // Without the tree the pages show: the platform refuses what is switched off anyway.
  const tree = await get(permissionAtom).then(
    (p) => p.info?.whitelabel ?? [],
    () => [],
  );
  const group = tree.find((g) => g.modId === 'agentCentre');
  if (!group) return 'all';
  return new Set(group.childrenNodes.filter((c) => c.enabled === '1').map((c) => c.modId));
});
