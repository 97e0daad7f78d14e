import { Trans, useLingui } from '@lingui/react/macro';
import type { LotteryDraw } from '../../atoms/lottery';
import { NoticeBar } from '../../ui/notice-bar/notice-bar';
import styles from './lottery-lobby.module.css';

const TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const;

/** The latest result by prize tier, then the earlier draws' special prizes (Vietnam style). */
export function OpenedNumbers({ draws, history }: { draws: LotteryDraw[]; history: number }) {
  const { t, i18n } = useLingui();
  const labels: Record<(typeof TIERS)[number], string> = {
    special: t`Special`,
    first: t`First`,
    second: t`Second`,
    third: t`Third`,
    fourth: t`Fourth`,
    fifth: t`Fifth`,
    sixth: t`Sixth`,
    seventh: t`Seventh`,
  };
  const [latest, ...earlier] = draws;
  if (!latest?.numbers) {
    return (
      // As tall as the results' skeleton: the page below does not move up and back when they come.
      <div className={styles.firstDraw}>
        <NoticeBar>
          <Trans>No draw has been drawn yet. The first result appears here.</Trans>
        </NoticeBar>
      </div>
    );
  }
  return (
    <div className={styles.opened}>
      <table className={styles.result}>
        <caption>
          <Trans>
            Draw {latest.drawNo} ·{' '}
            {i18n.date(new Date(latest.drawAt), { hour: '2-digit', minute: '2-digit' })}
          </Trans>
        </caption>
        <tbody>
          {TIERS.map((tier) => (
            <tr key={tier}>
              <th scope="row">{labels[tier]}</th>
              <td>
                <ul className={styles.balls}>
                  {latest.numbers![tier].map((n, i) => (
                    <li key={i} className={tier === 'special' ? styles.special : styles.ball}>
                      {n}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <details className={styles.fair}>
        <summary>
          <Trans>Verify this draw</Trans>
        </summary>
        <p>
          <Trans>
            The seed’s SHA-256 was published when the draw opened. Its numbers are HMAC-SHA256(seed,
            “game:draw:n”) read as unbiased integers.
          </Trans>
        </p>
        <dl>
          <dt>
            <Trans>Seed hash</Trans>
          </dt>
          <dd>
            <code>{latest.serverSeedHash}</code>
          </dd>
          <dt>
            <Trans>Seed</Trans>
          </dt>
          <dd>
            <code>{latest.serverSeed}</code>
          </dd>
        </dl>
      </details>
      {earlier.length > 0 && (
        <table className={styles.history}>
          <caption>
            <Trans>Earlier draws</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Draw</Trans>
              </th>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">
                <Trans>Special</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {earlier.slice(0, history).map((d) => (
              <tr key={d.drawNo}>
                <td>{d.drawNo}</td>
                <td>{i18n.date(new Date(d.drawAt), { hour: '2-digit', minute: '2-digit' })}</td>
                <td className={styles.num}>{d.numbers?.special[0]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
