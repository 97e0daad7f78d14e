import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { isAgentType } from '@schemas/api/agent-rules';
import { TRIAL_TYPE } from '@schemas/site/constants';
import { resetAgentCentreAtom } from '../../atoms/agent-centre';
import { sessionAtom } from '../../atoms/session';
import { Skeleton } from '../../ui/skeleton/skeleton';
import type { WidgetBaseProps } from '../define-widget';
import { AgentFrame } from './agent-frame';
import type { AgentCentreProps } from './agent-centre.props';
import styles from './agent-centre.module.css';

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

  if (!session?.token) return <p className={styles.gate}>{i18n._(msg`Please log in`)}</p>;
  if (session.isAgent === TRIAL_TYPE)
    return (
      <p className={styles.gate} role="alert">
        {i18n._(
          msg({ id: 'in_need_true_account', message: 'Please register a real account to use this feature.' }),
        )}
      </p>
    );
  if (!isAgentType(session.isAgent))
    return (
      <p className={styles.gate} role="alert">
        {i18n._(msg`Non-agents cannot log in to the agent area.`)}
      </p>
    );
  return (
    <div className={styles.root}>
      <Suspense fallback={<FrameSkeleton label={i18n._(msg`Loading the agent centre`)} />}>
        <AgentFrame
          showSummary={showSummary}
          renderNode={renderNode}
          conditionHolds={conditionHolds}
          nodePath={nodePath}
        />
      </Suspense>
    </div>
  );
}

function FrameSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.frame} role="status" aria-busy="true" aria-label={label}>
      <div className={styles.menu}>
        <Skeleton height={56} />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </div>
      <div className={styles.page}>
        <Skeleton width="40%" height={24} />
        <Skeleton height={180} />
      </div>
    </div>
  );
}
