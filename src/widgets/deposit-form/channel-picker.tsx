import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getDepositChannels } from '../../api/endpoints';
import { useMoney } from '../../i18n/use-money';
import styles from './deposit-form.module.css';

type Channel = ResponseOf<typeof getDepositChannels>['channels'][number];

const ICONS: Record<Channel['kind'], string> = {
  bank: 'M3 10h18M5 10v8M9 10v8M15 10v8M19 10v8M3 20h18M12 3l9 5H3z',
  ewallet: 'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7V5h12M16 13h4',
  instant: 'M13 2 4 14h7l-1 8 9-12h-7z',
};

/** The channels as radio tiles: kind, name and limits. */
export function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: readonly Channel[];
  value: string;
  onChange(code: string): void;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const kindLabel = (k: Channel['kind']) =>
    k === 'bank'
      ? i18n._(msg`Bank transfer`)
      : k === 'ewallet'
        ? i18n._(msg`E-wallet`)
        : i18n._(msg`Instant (demo)`);
  return (
    <fieldset className={styles.channels}>
      <legend className={styles.legend}>{i18n._(msg`Deposit channel`)}</legend>
      {channels.map((c) => (
        <label key={c.code} className={styles.channel} data-checked={c.code === value}>
          <input
            type="radio"
            name="deposit-channel"
            value={c.code}
            checked={c.code === value}
            onChange={() => onChange(c.code)}
          />
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={styles.channelIcon}>
            <path
              d={ICONS[c.kind]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
          <span className={styles.channelText}>
            <span className={styles.channelName}>{c.name}</span>
            <span className={styles.channelMeta}>
              {kindLabel(c.kind)} · {money(c.minAmount)} – {money(c.maxAmount)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
