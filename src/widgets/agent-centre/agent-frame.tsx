import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import type { Condition } from '@schemas/site/condition';
import type { SiteNode } from '@schemas/site/node';
import { consolidatedAtom } from '../../atoms/agent-features';
import { agentCentrePageAtom, agentModulesAtom, isAgentCentrePage } from '../../atoms/agent-centre';
import { popupParamsAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { readySiteAtom } from '../../atoms/site';
import { CentreFrame } from '../../widget-kit/centre-frame';
import styles from './agent-centre.module.css';

interface Props {
  showSummary: boolean;
  renderNode: ((node: SiteNode, path: string) => ReactNode) | undefined;
  conditionHolds: ((when: Condition | undefined) => boolean) | undefined;
  nodePath: string;
}

/** The menu of agent pages and the active page beside it; suspends until flags and modules are known. */
export function AgentFrame({ showSummary, renderNode, conditionHolds, nodePath }: Props) {
  const { i18n } = useLingui();
  const centre = useAtomValue(readySiteAtom).agentCentre;
  // Read (and wait for) what decides the menu, so it never grows after it is drawn.
  useAtomValue(consolidatedAtom);
  const modules = useAtomValue(agentModulesAtom);
  const session = useAtomValue(sessionAtom);
  const params = useAtomValue(popupParamsAtom('agentCentre'));
  const [chosen, choose] = useAtom(agentCentrePageAtom);
  useEffect(() => {
    if (params?.page) choose(null);
  }, [params, choose]);

  const pages = centre.pages.filter(
    (p) => (modules === 'all' || modules.has(p.key)) && (conditionHolds ? conditionHolds(p.when) : true),
  );
  const requested = chosen ?? (isAgentCentrePage(params?.page) ? params.page : centre.default);
  const summary =
    showSummary && session ? (
      <div className={styles.summary}>
        <span className={styles.name}>{session.nickname || session.username}</span>
        <span className={styles.role}>{i18n._(msg`Agent`)}</span>
      </div>
    ) : null;

  return (
    <CentreFrame
      menuLabel={i18n._(msg`Agent centre`)}
      summary={summary}
      pages={pages}
      requested={requested}
      defaultPage={centre.default}
      onChoose={choose}
      renderNode={renderNode}
      nodePath={nodePath}
    />
  );
}
