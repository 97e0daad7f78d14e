import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { agentContractsAtom, contractKindAtom, paymentsPageAtom } from '../../atoms/agent-contracts';
import { useAsyncAtom } from '../../atoms/async';
import { contractErrorText } from '../../i18n/contract-labels';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { ContractTable } from './contract-table';
import { OfferForm } from './offer-form';
import { PaymentsTable } from './payments-table';
import type { AgentContractsProps } from './agent-contracts.props';
import styles from './agent-contracts.module.css';

/**
 * A contract page of the agent centre (spec §2 R2.86-R2.89): the agent's own contract of
 * this product (from its upline), the ones it gave its direct downline agents, and the
 * offer of a new one. The centre shows the page only while its consolidated flag is on.
 */
export default function AgentContracts({ kind, allowOffer = true }: AgentContractsProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const [shown, setKind] = useAtom(contractKindAtom);
  const setPaymentsPage = useSetAtom(paymentsPageAtom);
  useEffect(() => {
    if (shown === kind) return;
    setKind(kind);
    setPaymentsPage(1);
  }, [kind, shown, setKind, setPaymentsPage]);
  const list = useAsyncAtom(agentContractsAtom);
  const data = list.data?.kind === kind ? list.data : undefined;

  if (list.error)
    return (
      <ErrorState
        message={contractErrorText(list.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={list.retry}
      />
    );
  if (!data)
    return (
      <div
        className={styles.root}
        role="status"
        aria-busy="true"
        aria-label={i18n._(msg`Loading your contracts`)}
      >
        <Skeleton height={120} />
        <Skeleton height={160} />
      </div>
    );
  return (
    <div className={styles.root}>
      <section className={styles.section}>
        <h3>{i18n._(msg`Your contract`)}</h3>
        {data.own.length > 0 ? (
          <ContractTable contracts={data.own} party="agent" caption={i18n._(msg`Your contracts`)} />
        ) : (
          <p className={styles.empty}>
            {i18n._(msg`Your upline has not given you a contract of this kind.`)}
          </p>
        )}
      </section>
      <section className={styles.section}>
        <h3>{i18n._(msg`Your team's contracts`)}</h3>
        {data.given.length > 0 ? (
          <ContractTable contracts={data.given} party="member" caption={i18n._(msg`Contracts you gave`)} />
        ) : (
          <p className={styles.empty}>{i18n._(msg`You have not offered a contract of this kind yet.`)}</p>
        )}
      </section>
      <section className={styles.section}>
        <h3>{i18n._(msg`Settlements`)}</h3>
        <PaymentsTable kind={kind} />
      </section>
      {allowOffer && (
        <section className={styles.section}>
          <h3>{i18n._(msg`Offer a contract`)}</h3>
          <OfferForm kind={kind} />
        </section>
      )}
    </div>
  );
}
