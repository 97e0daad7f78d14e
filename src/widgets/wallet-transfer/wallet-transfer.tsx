import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { readySiteAtom } from '../../atoms/site';
import { newSubmissionKey } from '../../atoms/submission-key';
import { useAsyncAtom } from '../../atoms/async';
import { transferFundsAtom, walletsAtom } from '../../atoms/wallet';
import { moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { Money } from '../../ui/money/money';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { TransferForm, type Wallets } from './transfer-form';
import type { WalletTransferProps } from './wallet-transfer.props';
import styles from './wallet-transfer.module.css';

/** transferFund (spec §2 "my wallet"): balances of every wallet and transfers between them. */
export default function WalletTransfer({ showRecall = true }: WalletTransferProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const wallets = useAsyncAtom(walletsAtom);
  if (wallets.error)
    return (
      <ErrorState
        message={moneyErrorText(wallets.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={wallets.retry}
      />
    );
  if (!wallets.data) return <SkeletonRows rows={4} height={64} label={i18n._(msg`Loading your wallets`)} />;
  return <WalletsView wallets={wallets.data} showRecall={showRecall} />;
}

function WalletsView({ wallets, showRecall }: { wallets: Wallets; showRecall: boolean }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const transfer = useSetAtom(transferFundsAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const inGames = wallets.wallets.reduce((s, w) => s + w.balance, 0);
  const nameOf = (code: string) =>
    code === 'main' ? i18n._(msg`Main wallet`) : (wallets.wallets.find((w) => w.code === code)?.name ?? code);

  const quick = async (
    id: string,
    input: Parameters<typeof transfer>[0],
    done: (amount: number) => string,
  ) => {
    setBusy(id);
    setNotice(null);
    try {
      const r = await transfer(input);
      setNotice({ tone: 'success', text: done(r.amount) });
    } catch (err) {
      setNotice({ tone: 'error', text: moneyErrorText(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.totals}>
        <div className={styles.total}>
          <span className={styles.caption}>{i18n._(msg`Main wallet`)}</span>
          <Money text={money(wallets.main)} symbol={symbol} size="large" />
        </div>
        {!wallets.isSingle && (
          <div className={styles.total}>
            <span className={styles.caption}>{i18n._(msg`In game wallets`)}</span>
            <Money text={money(inGames)} symbol={symbol} size="large" />
          </div>
        )}
        {wallets.hold > 0 && (
          <div className={styles.total}>
            <span className={styles.caption}>{i18n._(msg`Held for withdrawals`)}</span>
            <Money text={money(wallets.hold)} symbol={symbol} size="large" />
          </div>
        )}
        {!wallets.isSingle && showRecall && (
          <Button
            variant="secondary"
            className={styles.recall}
            busy={busy === 'recall'}
            disabled={busy !== null || inGames <= 0}
            onClick={() =>
              quick('recall', { mode: 'recall', idempotencyKey: newSubmissionKey() }, (amount) =>
                i18n._(msg`${ph({ amount: money(amount) })} moved back to your main wallet.`),
              )
            }
          >
            {i18n._(msg`Recall all to main`)}
          </Button>
        )}
      </div>

      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}

      {wallets.isSingle ? (
        <p className={styles.single}>
          {i18n._(msg`This site uses one wallet for every game: nothing needs transferring.`)}
        </p>
      ) : (
        <>
          <TransferForm
            wallets={wallets}
            target={target}
            nameOf={nameOf}
            onDone={(text) => setNotice({ tone: 'success', text })}
          />
          <ul className={styles.grid} aria-label={i18n._(msg`Game wallets`)}>
            {wallets.wallets.map((w) => (
              <li key={w.code} className={styles.card}>
                <div className={styles.cardHead}>
                  <span className={styles.cardName}>{w.name}</span>
                  <span className={styles.types}>{w.gameTypes.join(' · ')}</span>
                </div>
                <Money text={money(w.balance)} symbol={symbol} />
                <div className={styles.cardActions}>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() => setTarget(`${w.code}:${Date.now()}`)}
                    aria-label={i18n._(msg`Transfer in to ${ph({ name: w.name })}`)}
                  >
                    {i18n._(msg`Transfer in`)}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    busy={busy === w.code}
                    disabled={busy !== null || w.balance <= 0}
                    onClick={() =>
                      quick(
                        w.code,
                        { mode: 'all', from: w.code, to: 'main', idempotencyKey: newSubmissionKey() },
                        (amount) =>
                          i18n._(
                            msg`${ph({ amount: money(amount) })} moved from ${ph({ name: w.name })} to your main wallet.`,
                          ),
                      )
                    }
                    aria-label={i18n._(msg`All out of ${ph({ name: w.name })}`)}
                  >
                    {i18n._(msg`All out`)}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
