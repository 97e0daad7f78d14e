import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { CHAT_MUTE_MAX_MINUTES } from '@schemas/api/ops/content-rules';
import { CallError } from '../../api/call-error';
import { TextField } from '../../ui/form/text-field';
import { muteChatMemberAtom, type ChatLine } from '../atoms/content-atoms';
import { ActionDialog } from './action-dialog';
import { callProblem } from './call-problem';
import styles from './back-office.module.css';

/**
 * Mute the writer of a message for some minutes (0 lifts a mute): their open room says so at
 * once and they cannot post until it ends. Returns what happened, in words, to `onDone`.
 */
export function ChatMuteDialog({
  line,
  onClose,
  onDone,
}: {
  line: ChatLine;
  onClose(): void;
  onDone(text: string): void;
}) {
  const { i18n } = useLingui();
  const mute = useSetAtom(muteChatMemberAtom);
  const [minutes, setMinutes] = useState(line.mutedUntil ? '0' : '60');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const who = line.username;
  const title = i18n._(msg`Mute ${who}`);
  const max = CHAT_MUTE_MAX_MINUTES;

  async function submit() {
    setProblem(undefined);
    const n = Number(minutes);
    if (minutes.trim() === '' || !Number.isInteger(n) || n < 0 || n > max)
      return setError(i18n._(msg`Minutes: a whole number from 0 to ${max}`));
    setError(undefined);
    setBusy(true);
    try {
      await mute({ memberId: line.memberId, minutes: n });
      onDone(n === 0 ? i18n._(msg`${who} may post again.`) : i18n._(msg`${who} is muted for ${n} minutes.`));
    } catch (err) {
      setBusy(false);
      const field = err instanceof CallError ? err.errors[0] : undefined;
      if (field?.field.includes('minutes')) setError(`${field.field}: ${field.message}`);
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={title}
      confirm={minutes.trim() === '0' ? i18n._(msg`Lift the mute`) : i18n._(msg`Mute`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.muted}>
        {i18n._(
          msg`They cannot post in the chat room until the time is over; their open room says so at once.`,
        )}
      </p>
      <TextField
        label={i18n._(msg`Minutes (0 lifts a mute)`)}
        value={minutes}
        onChange={setMinutes}
        inputMode="numeric"
        helper={i18n._(msg`At most ${max} (30 days)`)}
        error={error}
        required
      />
    </ActionDialog>
  );
}
