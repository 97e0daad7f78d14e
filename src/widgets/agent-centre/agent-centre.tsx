import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isAgentType } from '@schemas/api/agent-rules';
import { resetAgentCentreAtom } from '../../atoms/agent-centre';
import { sessionAtom } from '../../atoms/session';
import { CentreGate, CentreShell, MembersOnly } from '../../widget-kit/centre-shell';
import type { WidgetBaseProps } from '../define-widget';
import { AgentFrame } from './agent-frame';
import type { AgentCentreProps } from './agent-centre.props';

/**
 * The agent centre (spec §2): titled Agent by its popup, opens on agentTeamOverview,
 * and shows nothing but its skeleton until the consolidated flags and the module tree
 * that decide its menu have loaded. Agents only (R6.2).
 */
export default function AgentCentre({
  showSummary = true,
  renderNode,
  conditionHolds,
  nodePath = 'agentCentre',
}: AgentCentreProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const session = useAtomValue(sessionAtom);
  const reset = useSetAtom(resetAgentCentreAtom);
  useEffect(() => () => reset(), [reset]);

  return (
    <MembersOnly>
      {session && isAgentType(session.isAgent) ? (
        <CentreShell loadingLabel={i18n._(msg`Loading the agent centre`)} summaryHeight={56}>
          <AgentFrame
            showSummary={showSummary}
            renderNode={renderNode}
            conditionHolds={conditionHolds}
            nodePath={nodePath}
          />
        </CentreShell>
      ) : (
        <CentreGate alert>{i18n._(msg`Non-agents cannot log in to the agent area.`)}</CentreGate>
      )}
    </MembersOnly>
  );
}
