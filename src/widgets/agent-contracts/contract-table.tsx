import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Contract } from '../../atoms/agent-contracts';
import { requestTerminationAtom } from '../../atoms/agent-contracts';
import {
  contractErrorText,
  contractPeriodLabel,
  contractProductLabel,
  contractStatusLabel,
  tierText,
} from '../../i18n/contract-labels';

import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import styles from './agent-contracts.module.css';
import { dateTimeText } from '../../i18n/format-dates';

/**
 * Contracts of one kind with their tiers and states (R4.31). A running one can be asked
 * to end; the other party confirms through its contract popup.
 */
export function ContractTable({
  contracts,
  caption,
  party,
}: {
  contracts: readonly Contract[];
  caption: string;
  /** Whose column to show: the upline that gave it, or the downline that holds it. */
  party: 'agent' | 'member';
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const terminate = useSetAtom(requestTerminationAtom);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const end = async (c: Contract) => {
    setBusy(c.id);
    setError(null);
    try {
      await terminate(c.id);
    } catch (err) {
      setError(contractErrorText(err));
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<Contract>[] = [
    {
      key: 'party',
      header: party === 'agent' ? i18n._(msg`From`) : i18n._(msg`Member`),
      cell: (c) => (party === 'agent' ? c.agent : c.member),
    },
    { key: 'product', header: i18n._(msg`Game type`), cell: (c) => contractProductLabel(c.product) },
    { key: 'period', header: i18n._(msg`Period`), cell: (c) => contractPeriodLabel(c.period) },
    {
      key: 'tiers',
      header: i18n._(msg`Tiers`),
      cell: (c) => (
        <ol className={styles.tiers}>
          {c.tiers.map((t, i) => (
            <li key={i}>{tierText(t, c.kind, c.rateType, money)}</li>
          ))}
        </ol>
      ),
    },
    {
      key: 'status',
      header: i18n._(msg`Status`),
      cell: (c) => <span data-status={c.status}>{contractStatusLabel(c.status)}</span>,
    },
    {
      key: 'time',
      header: i18n._(msg`Offered`),
      cell: (c) => <time dateTime={c.createdAt}>{dateTimeText(c.createdAt)}</time>,
    },
    {
      key: 'action',
      header: i18n._(msg`Action`),
      cell: (c) =>
        c.status === 'accepted' ? (
          <Button
            variant="secondary"
            busy={busy === c.id}
            onClick={() => void end(c)}
            aria-label={i18n._(
              msg`Ask to end the contract with ${ph({ name: party === 'agent' ? c.agent : c.member })}`,
            )}
          >
            {i18n._(msg`Ask to end`)}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <DataTable columns={columns} rows={contracts} rowKey={(c) => String(c.id)} caption={caption} />
    </>
  );
}
