import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES } from '@schemas/api/protection-session-rules';
import { playSessionAtom, setSessionSettingsAtom } from '../../atoms/play-session';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { everyText, minutesChoiceText } from '../../i18n/protection-words';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import type { SessionLimitsProps } from './session-limits.props';
import styles from './session-limits.module.css';
import { dateTimeText } from '../../i18n/format-dates';

const asChoice = (m: number | null) => (m === null ? '' : String(m));
const fromChoice = (v: string) => (v === '' ? null : Number(v));

/**
 * Player protection: the reality-check interval and the session time limit, and where this
 * session stands (when it started, the next check, when the limit ends), as the platform keeps it.
 */
export default function SessionLimits({ sessionLimit = true }: SessionLimitsProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const view = useAsyncAtom(playSessionAtom);
  const save = useSetAtom(setSessionSettingsAtom);
  const data = view.data;
  const [check, setCheck] = useState('');
  const [limit, setLimit] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const loadedCheck = data?.realityCheckMinutes ?? null;
  const loadedLimit = data?.sessionLimitMinutes ?? null;
  useEffect(() => {
    setCheck(asChoice(loadedCheck));
    setLimit(asChoice(loadedLimit));
  }, [loadedCheck, loadedLimit]);

  const title = i18n._(msg`Reality checks and session time`);
  if (view.error)
    return (
      <ErrorState
        message={moneyErrorText(view.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={view.retry}
      />
    );
  if (!data) return <SkeletonRows rows={3} height={48} label={i18n._(msg`Loading your session`)} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await save({
        realityCheckMinutes: fromChoice(check),
        sessionLimitMinutes: sessionLimit ? fromChoice(limit) : data.sessionLimitMinutes,
      });
      setDone(true);
    } catch (err) {
      setError(moneyErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <p className={styles.lead}>
        {i18n._(
          msg`A reality check reminds you how long you have played and what you won or lost. A session time limit logs you out when it is reached; a shorter limit holds at once, a longer one or none from your next login.`,
        )}
      </p>
      <dl className={styles.facts}>
        <dt>{i18n._(msg`This session started`)}</dt>
        <dd>{dateTimeText(data.startedAt)}</dd>
        <dt>{i18n._(msg`Next reality check`)}</dt>
        <dd>{data.nextCheckAt ? dateTimeText(data.nextCheckAt) : i18n._(msg`None`)}</dd>
        <dt>{i18n._(msg`Session ends`)}</dt>
        <dd>{data.limitEndsAt ? dateTimeText(data.limitEndsAt) : i18n._(msg`No limit`)}</dd>
      </dl>
      {data.offered ? (
        <>
          <SelectField
            label={i18n._(msg`Reality check`)}
            value={check}
            options={[
              { value: '', label: i18n._(msg`Off`) },
              ...REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: everyText(m) })),
            ]}
            onChange={(v) => {
              setCheck(v);
              setDone(false);
            }}
          />
          {sessionLimit && (
            <SelectField
              label={i18n._(msg`Session time limit`)}
              value={limit}
              options={[
                { value: '', label: i18n._(msg`No limit`) },
                ...SESSION_LIMIT_MINUTES.map((m) => ({ value: String(m), label: minutesChoiceText(m) })),
              ]}
              onChange={(v) => {
                setLimit(v);
                setDone(false);
              }}
            />
          )}
          {error && (
            <div className={styles.wide}>
              <FormMessage tone="error">{error}</FormMessage>
            </div>
          )}
          {done && (
            <div className={styles.wide}>
              <FormMessage tone="success">
                {i18n._(msg`Saved. Your choices are kept for every device you log in on.`)}
              </FormMessage>
            </div>
          )}
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {i18n._(msg`Save session settings`)}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.wide}>
          <FormMessage tone="info">
            {i18n._(msg`This site does not offer new session settings. What you set before still holds.`)}
          </FormMessage>
        </div>
      )}
    </form>
  );
}
