import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { RealityCheckAnswer } from '@schemas/api/protection-session-rules';
import { openMemberCentreAtom } from '../../atoms/member-centre';
import { answerRealityCheckAtom, playSessionAtom } from '../../atoms/play-session';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { playedText } from '../../i18n/protection-words';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { Money } from '../../ui/money/money';
import type { WidgetBaseProps } from '../define-widget';
import type { RealityCheckProps } from './reality-check.props';
import styles from './reality-check.module.css';

const Modal = lazy(() => import('../../ui/modal/modal').then((m) => ({ default: m.Modal })));

/** How often the time played on an open check moves on. */
const TICK_MS = 15_000;

/**
 * When each answer of the platform arrived, on this device's clock, and where each play
 * session's start falls on it (fixed at the first answer about it): kept across mounts, so a
 * widget drawn again (a page change) waits what is left, not the whole interval again.
 */
const arrivals = new WeakMap<object, number>();
const localStarts = new Map<string, number>();

function arrivalOf(answer: object): number {
  const seen = arrivals.get(answer);
  if (seen !== undefined) return seen;
  const now = Date.now();
  arrivals.set(answer, now);
  return now;
}

/**
 * The reality check (issue #14 part 2): the platform says when the next check is due and when
 * the session limit ends, on its own clock; this arms timers for those moments measured from
 * each answer (so a device clock that is off changes nothing), shows the check and waits for an
 * answer. At the limit it asks the platform again, which ends the session (SESSION_LIMIT) and
 * the portal says so.
 */
export default function RealityCheck({
  historyPage = 'personalHistoryCopy',
}: RealityCheckProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const view = useAsyncAtom(playSessionAtom);
  const data = view.data;
  const answer = useSetAtom(answerRealityCheckAtom);
  const openCentre = useSetAtom(openMemberCentreAtom);
  const money = useMoney();
  const [due, setDue] = useState(false);
  const [busy, setBusy] = useState<RealityCheckAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [playedMs, setPlayedMs] = useState(0);

  useEffect(() => {
    if (!data) return;
    const received = arrivalOf(data);
    const serverNow = Date.parse(data.now);
    if (!localStarts.has(data.startedAt))
      localStarts.set(data.startedAt, received - (serverNow - Date.parse(data.startedAt)));
    // What is left of each wait, from when the answer arrived.
    const since = Date.now() - received;
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (data.nextCheckAt) {
      const wait = Date.parse(data.nextCheckAt) - serverNow - since;
      if (wait <= 0) setDue(true);
      else timers.push(setTimeout(() => setDue(true), wait));
    } else setDue(false);
    if (data.limitEndsAt) {
      // Ask again at the limit: the platform ends the session, or answers a later time to wait for.
      const wait = Math.max(0, Date.parse(data.limitEndsAt) - serverNow - since);
      timers.push(setTimeout(() => view.retry(), wait));
    }
    return () => timers.forEach(clearTimeout);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- armed once per answer of the platform
  }, [data]);

  useEffect(() => {
    if (!due) return;
    const measure = () => setPlayedMs(Date.now() - (localStarts.get(data?.startedAt ?? '') ?? Date.now()));
    const first = setTimeout(measure, 0);
    const id = setInterval(measure, TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured from the session's start, whatever answer is newest
  }, [due]);

  if (!data || !due) return null;

  const respond = async (a: RealityCheckAnswer) => {
    if (busy) return;
    setBusy(a);
    setError(null);
    try {
      await answer(a);
      setDue(false);
    } catch (err) {
      setError(moneyErrorText(err));
    } finally {
      setBusy(null);
    }
  };

  const played = playedText(playedMs);
  const title = i18n._(msg`Reality check`);
  const tone = data.net > 0 ? 'plus' : data.net < 0 ? 'minus' : 'neutral';
  return (
    <Suspense fallback={null}>
      <Modal
        open
        label={title}
        onClose={() => undefined}
        closeOnEscape={false}
        closeOnBackdrop={false}
        showClose={false}
        height="auto"
        width={460}
      >
        <div className={styles.body}>
          <h2 className={styles.title}>{title}</h2>
          <p>{i18n._(msg`You have been playing for ${played} in this session.`)}</p>
          <dl className={styles.facts}>
            <dt>{i18n._(msg`Time played`)}</dt>
            <dd>{played}</dd>
            <dt>{i18n._(msg`Staked`)}</dt>
            <dd>
              <Money text={money(data.staked)} />
            </dd>
            <dt>{i18n._(msg`Won`)}</dt>
            <dd>
              <Money text={money(data.won)} />
            </dd>
            <dt>{i18n._(msg`Net result`)}</dt>
            <dd>
              <Money text={money(data.net)} tone={tone} />
            </dd>
          </dl>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <div className={styles.actions}>
            <Button
              variant="ghost"
              className={styles.history}
              onClick={() => void openCentre({ page: historyPage })}
            >
              {i18n._(msg`View my history`)}
            </Button>
            <Button variant="secondary" busy={busy === 'log-out'} onClick={() => void respond('log-out')}>
              {i18n._(msg`Log out`)}
            </Button>
            <Button busy={busy === 'continue'} onClick={() => void respond('continue')}>
              {i18n._(msg`Continue playing`)}
            </Button>
          </div>
        </div>
      </Modal>
    </Suspense>
  );
}
