import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgentRangeProblem } from '../atoms/agent-reports';
import { rangeProblemText } from './record-labels';

/** Why an agent report's range is refused, in the current language. */
export function agentRangeText(problem: NonNullable<AgentRangeProblem>): string {
  if (problem.problem === 'agent-span') return i18n._(msg`A range may cover at most 30 days`);
  return rangeProblemText(problem);
}

/** A team member's account status: active, or disabled (the platform refuses its logins). */
export function memberStatusLabel(status: string): string {
  return status === 'active' ? i18n._(msg`Active`) : i18n._(msg`Disabled`);
}
