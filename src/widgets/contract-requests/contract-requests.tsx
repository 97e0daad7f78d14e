import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import {
  contractRequestsAtom,
  contractRequestsLaterAtom,
  contractRequestsOnScreenAtom,
} from '../../atoms/contract-requests';
import { currentDialogAtom } from '../../atoms/dialog';
import { welcomeOnScreenAtom } from '../../atoms/first-login';
import { openPopupsAtom } from '../../atoms/popup';
import { useAsyncAtom } from '../../atoms/async';
import { contractKindLabel } from '../../i18n/contract-labels';
import { Button } from '../../ui/form/button';
import type { WidgetBaseProps } from '../define-widget';
import { RequestBlock } from './request-block';
import type { ContractRequestsProps } from './contract-requests.props';
import styles from './contract-requests.module.css';

const Modal = lazy(() => import('../../ui/modal/modal').then((m) => ({ default: m.Modal })));

/**
 * The contract-request popup after login (spec §2, §3 R3.27): it opens by itself while
 * an offer or a termination request waits for the member, one block per product type,
 * and closes when nothing waits any more. It waits for other popups and the first-login
 * welcome, so one thing at a time greets the member.
 */
export default function ContractRequests({ allowLater = true }: ContractRequestsProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const waiting = useAsyncAtom(contractRequestsAtom).data ?? [];
  const [later, setLater] = useAtom(contractRequestsLaterAtom);
  const popupOpen = useAtomValue(openPopupsAtom).length > 0;
  const welcome = useAtomValue(welcomeOnScreenAtom);
  const dialogUp = useAtomValue(currentDialogAtom) !== undefined;
  const onScreen = useAtomValue(contractRequestsOnScreenAtom);
  const show = waiting.length > 0 && !later && !popupOpen && !welcome && (onScreen || !dialogUp);
  const note = useSetAtom(contractRequestsOnScreenAtom);
  useEffect(() => note(show), [show, note]);
  if (!show) return null;

  const title = i18n._(msg`Contract requests`);
  return (
    <Suspense fallback={null}>
      <Modal open label={title} onClose={() => allowLater && setLater()} height="auto" width={560}>
        <div className={styles.body}>
          <h2 className={styles.title}>{title}</h2>
          {waiting.map(({ kind, requests }) => (
            <section key={kind} className={styles.kind} aria-label={contractKindLabel(kind)}>
              <h3>{contractKindLabel(kind)}</h3>
              {requests.map((r) => (
                <RequestBlock key={`${r.type}-${r.contract.id}`} kind={kind} request={r} />
              ))}
            </section>
          ))}
          {allowLater && (
            <Button variant="ghost" onClick={() => setLater()}>
              {i18n._(msg`Later`)}
            </Button>
          )}
        </div>
      </Modal>
    </Suspense>
  );
}
