import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import type { Condition } from '@schemas/site/condition';
import { MEMBER_CENTRE_BADGES, type MemberCentrePage } from '@schemas/site/constants';
import type { SiteNode } from '@schemas/site/node';
import { badgeCountsAtom, isMemberCentrePage, memberCentrePageAtom } from '../../atoms/member-centre';
import { popupParamsAtom } from '../../atoms/popup';
import { readySiteAtom } from '../../atoms/site';
import { CountBadge } from '../../ui/count-badge/count-badge';
import { CentreFrame } from '../../widget-kit/centre-frame';
import { MemberSummary } from './member-summary';

interface Props {
  showSummary: boolean;
  renderNode: ((node: SiteNode, path: string) => ReactNode) | undefined;
  conditionHolds: ((when: Condition | undefined) => boolean) | undefined;
  nodePath: string;
}

/** The member's pages, each with its count of new items, under the member's summary. */
export function MemberFrame({ showSummary, renderNode, conditionHolds, nodePath }: Props) {
  const { i18n } = useLingui();
  const centre = useAtomValue(readySiteAtom).memberCentre;
  const params = useAtomValue(popupParamsAtom('memberCentre'));
  const badges = useAtomValue(badgeCountsAtom);
  const [chosen, choose] = useAtom(memberCentrePageAtom);
  // Opened again at another page (e.g. the panel's Withdraw while on Deposit): that page wins.
  useEffect(() => {
    if (params?.page) choose(null);
  }, [params, choose]);

  const pages = centre.pages.filter((p) => (conditionHolds ? conditionHolds(p.when) : true));
  const requested = chosen ?? (isMemberCentrePage(params?.page) ? params.page : centre.default);

  const badgeOf = (key: MemberCentrePage) => {
    const source = (MEMBER_CENTRE_BADGES as Partial<Record<MemberCentrePage, keyof typeof badges>>)[key];
    const count = source ? badges[source] : 0;
    return <CountBadge count={count} label={i18n._(msg`${count} new`)} />;
  };

  return (
    <CentreFrame
      menuLabel={i18n._(msg`Member centre`)}
      summary={showSummary ? <MemberSummary /> : null}
      pages={pages}
      requested={requested}
      defaultPage={centre.default}
      onChoose={choose}
      badge={badgeOf}
      renderNode={renderNode}
      nodePath={nodePath}
    />
  );
}
