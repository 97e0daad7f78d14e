import { atom } from 'jotai';
import type { Feature } from '@schemas/site/constants';

/**
 * Agent features the consolidated call enables (dividend, salaries, contract).
 * Empty until the agent domain fills it from /wps/member/info/funds/consolidated.
 */
export const agentFeaturesAtom = atom<ReadonlySet<Feature>>(new Set<Feature>());
