import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { balanceAtom, balanceHiddenAtom, memberInfoAtom } from '../../atoms/member';
import { readySiteAtom } from '../../atoms/site';
import { refreshMoneyAtom } from '../../atoms/wallet';
import { useMoney } from '../../i18n/use-money';
import { Avatar } from '../../ui/avatar/avatar';
import { Money } from '../../ui/money/money';
import styles from './member-centre.module.css';

/** Avatar, name, VIP label and the balance with its show/hide toggle and a refresh. */
export function MemberSummary() {
  const { i18n } = useLingui();
  const info = useAtomValue(memberInfoAtom);
  const balance = useAtomValue(balanceAtom);
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [hidden, setHidden] = useAtom(balanceHiddenAtom);
  const refresh = useSetAtom(refreshMoneyAtom);
  const money = useMoney();
  if (!info) return null;
  const vip = info.clubLabel.labelName;
  return (
    <div className={styles.summary}>
      <Avatar avatar={info.avatar} name={info.nickname || info.account} size={44} />
      <div className={styles.who}>
        <span className={styles.name}>{info.nickname || info.account}</span>
        {vip ? <span className={styles.vip}>{vip}</span> : null}
      </div>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{i18n._(msg`Balance`)}</span>
        <Money text={money(balance?.sumBalance ?? 0)} symbol={symbol} hidden={hidden} />
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={hidden}
          aria-label={hidden ? i18n._(msg`Show balance`) : i18n._(msg`Hide balance`)}
          onClick={() => setHidden(!hidden)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            {hidden ? (
              <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            ) : (
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
            )}
          </svg>
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={i18n._(msg`Refresh balance`)}
          onClick={() => refresh()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}
