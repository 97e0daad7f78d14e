import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { TRIAL_TYPE } from '@schemas/site/constants';
import { resetMemberCentreAtom } from '../../atoms/member-centre';
import { sessionAtom } from '../../atoms/session';
import { Skeleton } from '../../ui/skeleton/skeleton';
import type { WidgetBaseProps } from '../define-widget';
import { CentreFrame } from './centre-frame';
import type { MemberCentreProps } from './member-centre.props';
import styles from './member-centre.module.css';

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
  const session = useAtomValue(sessionAtom);
  const reset = useSetAtom(resetMemberCentreAtom);
  // Closing the popup unmounts the centre: forget its page and the point-mall reference.
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
  return (
    <div className={styles.root}>
      <Suspense fallback={<FrameSkeleton label={i18n._(msg`Loading the member centre`)} />}>
        <CentreFrame
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
        <Skeleton height={64} />
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
