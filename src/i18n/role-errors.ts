import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The doors of spec §6 R6.6 in words (spec §8 R8.13): the agent area refuses non-agents
 * (NOT_AGENT), the member area refuses agent-only accounts (NOT_MEMBER).
 */
export function roleErrorText(code: string): string | undefined {
  if (code === 'NOT_AGENT') return i18n._(msg`Non-agents cannot log in to the agent area.`);
  if (code === 'NOT_MEMBER') return i18n._(msg`Non-member accounts cannot log in to the member area.`);
  return undefined;
}
