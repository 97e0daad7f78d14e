import { useLingui } from '@lingui/react';
import { msg, ph, plural } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { ContractKind } from '@schemas/api/agent-rules';
import { isCallError } from '../../api/call-error';
import { answerContractRequestAtom, type ContractRequest } from '../../atoms/contract-requests';
import {
  contractErrorText,
  contractPeriodLabel,
  contractProductLabel,
  tierText,
} from '../../i18n/contract-labels';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import styles from './contract-requests.module.css';

/**
 * One request of one product type: a new offer (Accept / Reject) or the other party's
 * termination request (Confirm / Reject). An offer whose acceptance ends team contracts
 * with a higher rate (spec §4 R4.32) asks for that confirmation first.
 */
export function RequestBlock({ kind, request }: { kind: ContractKind; request: ContractRequest }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const answer = useSetAtom(answerContractRequestAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const c = request.contract;
  const product = contractProductLabel(c.product);

  const send = async (choice: 'accept' | 'reject', confirm = false) => {
    if (choice === 'accept' && request.type === 'offer' && !confirm && request.endsDownlineContracts > 0)
      return setConfirming(request.endsDownlineContracts);
    setBusy(true);
    setError(null);
    try {
      await answer({ kind, contractId: c.id, answer: choice, confirm });
    } catch (err) {
      const ends = isCallError(err) ? (err.value as { endsDownlineContracts?: number } | null) : null;
      if (ends?.endsDownlineContracts) setConfirming(ends.endsDownlineContracts);
      else setError(contractErrorText(err));
      setBusy(false);
    }
  };

  const label =
    request.type === 'offer'
      ? i18n._(msg`New offer for ${ph({ product })}`)
      : i18n._(msg`Request to end the contract for ${ph({ product })}`);
  return (
    <section className={styles.block} aria-label={label}>
      <h4>{product}</h4>
      <p className={styles.facts}>
        {request.type === 'offer'
          ? i18n._(
              msg`${ph({ name: c.agent })} offers you this contract (${ph({ period: contractPeriodLabel(c.period) })}).`,
            )
          : i18n._(
              msg`${ph({ name: c.terminateBy === 'agent' ? c.agent : c.member })} asks to end this contract.`,
            )}
      </p>
      <ol className={styles.tiers}>
        {c.tiers.map((t, i) => (
          <li key={i}>{tierText(t, c.kind, c.rateType, money)}</li>
        ))}
      </ol>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {confirming !== null ? (
        <>
          <FormMessage tone="info">
            {i18n._(
              plural(confirming, {
                one: 'Accepting ends # contract you gave your team at a higher rate.',
                other: 'Accepting ends # contracts you gave your team at a higher rate.',
              }),
            )}
          </FormMessage>
          <div className={styles.actions}>
            <Button busy={busy} onClick={() => void send('accept', true)}>
              {i18n._(msg`Accept and end them`)}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setConfirming(null)}>
              {i18n._(msg`Cancel`)}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button busy={busy} onClick={() => void send('accept')}>
            {request.type === 'offer' ? i18n._(msg`Accept`) : i18n._(msg`Confirm`)}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void send('reject')}>
            {i18n._(msg`Reject`)}
          </Button>
        </div>
      )}
    </section>
  );
}
