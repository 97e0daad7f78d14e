import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Condition } from '@schemas/site/condition';
import type { SiteNode } from '@schemas/site/node';
import { consolidatedAtom } from '../../atoms/agent-features';
import { agentCentrePageAtom, agentModulesAtom, isAgentCentrePage } from '../../atoms/agent-centre';
import { popupParamsAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { readySiteAtom } from '../../atoms/site';
import { useSiteText } from '../../i18n/use-site-text';
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
  const text = useSiteText();
  const centre = useAtomValue(readySiteAtom).agentCentre;
  // Read (and wait for) what decides the menu, so it never grows after it is drawn.
  useAtomValue(consolidatedAtom);
  const modules = useAtomValue(agentModulesAtom);
  const session = useAtomValue(sessionAtom);
  const params = useAtomValue(popupParamsAtom('agentCentre'));
  const [chosen, choose] = useAtom(agentCentrePageAtom);
  const headingId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (params?.page) choose(null);
  }, [params, choose]);

  const pages = centre.pages.filter(
    (p) => (modules === 'all' || modules.has(p.key)) && (conditionHolds ? conditionHolds(p.when) : true),
  );
  const requested = chosen ?? (isAgentCentrePage(params?.page) ? params.page : centre.default);
  const active =
    pages.find((p) => p.key === requested) ?? pages.find((p) => p.key === centre.default) ?? pages[0];

  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const buttons = [...(menuRef.current?.querySelectorAll('button') ?? [])];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(i + (e.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={styles.frame}>
      <div className={styles.menu}>
        {showSummary && session ? (
          <div className={styles.summary}>
            <span className={styles.name}>{session.nickname || session.username}</span>
            <span className={styles.role}>{i18n._(msg`Agent`)}</span>
          </div>
        ) : null}
        <nav aria-label={i18n._(msg`Agent centre`)}>
          <div ref={menuRef} className={styles.items} onKeyDown={onMenuKey}>
            {pages.map((p) => (
              <button
                key={p.key}
                type="button"
                className={styles.item}
                aria-current={p.key === active?.key ? 'page' : undefined}
                data-page={p.key}
                onClick={() => choose(p.key)}
              >
                <span className={styles.itemLabel}>{text(p.label)}</span>
              </button>
            ))}
          </div>
        </nav>
      </div>
      <section className={styles.page} aria-labelledby={headingId}>
        {active ? (
          <>
            <h2 id={headingId} className={styles.pageTitle}>
              {text(active.label)}
            </h2>
            <div className={styles.pageBody}>
              {renderNode ? renderNode(active.node, `${nodePath} › ${active.key}`) : null}
            </div>
          </>
        ) : null}
      </section>
    </div>
  );
}
