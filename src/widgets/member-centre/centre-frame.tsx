import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Condition } from '@schemas/site/condition';
import { MEMBER_CENTRE_BADGES, type MemberCentrePage } from '@schemas/site/constants';
import type { SiteNode } from '@schemas/site/node';
import { badgeCountsAtom, isMemberCentrePage, memberCentrePageAtom } from '../../atoms/member-centre';
import { popupParamsAtom } from '../../atoms/popup';
import { readySiteAtom } from '../../atoms/site';
import { useSiteText } from '../../i18n/use-site-text';
import { CountBadge } from '../../ui/count-badge/count-badge';
import { MemberSummary } from './member-summary';
import styles from './member-centre.module.css';

interface Props {
  showSummary: boolean;
  renderNode: ((node: SiteNode, path: string) => ReactNode) | undefined;
  conditionHolds: ((when: Condition | undefined) => boolean) | undefined;
  nodePath: string;
}

export function CentreFrame({ showSummary, renderNode, conditionHolds, nodePath }: Props) {
  const { i18n } = useLingui();
  const text = useSiteText();
  const centre = useAtomValue(readySiteAtom).memberCentre;
  const params = useAtomValue(popupParamsAtom('memberCentre'));
  const badges = useAtomValue(badgeCountsAtom);
  const [chosen, choose] = useAtom(memberCentrePageAtom);
  const headingId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  // Opened again at another page (e.g. the panel's Withdraw while on Deposit): that page wins.
  useEffect(() => {
    if (params?.page) choose(null);
  }, [params, choose]);

  const pages = centre.pages.filter((p) => (conditionHolds ? conditionHolds(p.when) : true));
  const requested = chosen ?? (isMemberCentrePage(params?.page) ? params.page : centre.default);
  const active =
    pages.find((p) => p.key === requested) ?? pages.find((p) => p.key === centre.default) ?? pages[0];

  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const buttons = [...(menuRef.current?.querySelectorAll('button') ?? [])];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(i + (e.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length]?.focus();
  };

  const badgeOf = (key: MemberCentrePage): number => {
    const source = (MEMBER_CENTRE_BADGES as Partial<Record<MemberCentrePage, keyof typeof badges>>)[key];
    return source ? badges[source] : 0;
  };

  return (
    <div className={styles.frame}>
      <div className={styles.menu}>
        {showSummary ? <MemberSummary /> : null}
        <nav aria-label={i18n._(msg`Member centre`)}>
          <div ref={menuRef} className={styles.items} onKeyDown={onMenuKey}>
            {pages.map((p) => {
              const count = badgeOf(p.key);
              return (
                <button
                  key={p.key}
                  type="button"
                  className={styles.item}
                  aria-current={p.key === active?.key ? 'page' : undefined}
                  data-page={p.key}
                  onClick={() => choose(p.key)}
                >
                  <span className={styles.itemLabel}>{text(p.label)}</span>
                  <CountBadge count={count} label={i18n._(msg`${count} new`)} />
                </button>
              );
            })}
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
