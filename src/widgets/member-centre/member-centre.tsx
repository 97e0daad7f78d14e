import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { resetMemberCentreAtom } from '../../atoms/member-centre';
import { CentreShell, MembersOnly } from '../../widget-kit/centre-shell';
import type { WidgetBaseProps } from '../define-widget';
import { MemberFrame } from './member-frame';
import type { MemberCentreProps } from './member-centre.props';

/**
 * The member centre (spec §2): a menu of the site's pages and the active page beside
 * it. Members only; a trial account sees in_need_true_account. Nothing but its
 * skeleton shows until the member's data has loaded.
 */
export default function MemberCentre({
  showSummary = true,
  renderNode,
  conditionHolds,
  nodePath = 'memberCentre',
}: MemberCentreProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const reset = useSetAtom(resetMemberCentreAtom);
  // Closing the popup unmounts the centre: forget its page and the point-mall reference.
  useEffect(() => () => reset(), [reset]);

  return (
    <MembersOnly>
      <CentreShell loadingLabel={i18n._(msg`Loading the member centre`)} summaryHeight={64}>
        <MemberFrame
          showSummary={showSummary}
          renderNode={renderNode}
          conditionHolds={conditionHolds}
          nodePath={nodePath}
        />
      </CentreShell>
    </MembersOnly>
  );
}
