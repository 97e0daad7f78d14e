import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, PROOF_TYPES, REMARK_MAX_LENGTH } from '@schemas/api/wallet-rules';
import type { createWithdrawal } from '../../api/endpoints';
import { confirmReceiptAtom, uploadReceiptProofsAtom } from '../../atoms/cashier';
import { newSubmissionKey } from '../../atoms/submission-key';
import { moneyErrorText } from '../../i18n/money-errors';
import { Button } from '../../ui/form/button';
import { FilePicker } from '../../ui/form/file-picker';
import { FormMessage } from '../../ui/form/form-message';
import styles from './withdraw-form.module.css';

type Payout = ResponseOf<typeof createWithdrawal>['payouts'][number];

/**
 * "Not received" (spec §4, §5): up to 3 png or jpg images of at most 5 MB each and a
 * remark of up to 140 characters. The files are checked here for a quick answer; the
 * platform checks them again by content.
 */
export function NotReceivedForm({
  reference,
  payout,
  onCancel,
  onDone,
}: {
  reference: string;
  payout: Payout;
  onCancel(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const upload = useSetAtom(uploadReceiptProofsAtom);
  const confirm = useSetAtom(confirmReceiptAtom);
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  // One key per report as written: a retry of the same report is answered once.
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const room = PROOF_MAX_FILES - payout.proofCount;
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const add = (picked: File[]) => {
    setError(null);
    for (const f of picked) {
      if (!(PROOF_TYPES as readonly string[]).includes(f.type))
        return setError(i18n._(msg`${ph({ name: f.name })} is not a PNG or JPG image`));
      if (f.size > PROOF_MAX_BYTES) return setError(i18n._(msg`${ph({ name: f.name })} is larger than 5 MB`));
    }
    if (files.length + picked.length > room)
      return setError(i18n._(msg`You can add at most ${ph({ count: PROOF_MAX_FILES })} images`));
    setFiles([...files, ...picked]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (files.length === 0 && payout.proofCount === 0)
      return setError(i18n._(msg`Please add at least one proof image`));
    if (!remark.trim()) return setError(i18n._(msg`Please say what you see on your side`));
    setBusy(true);
    setError(null);
    try {
      if (files.length > 0) await upload({ payoutId: payout.id, files });
      setFiles([]);
      await confirm({
        reference,
        outcome: 'not_received',
        payoutId: payout.id,
        remark: remark.trim(),
        idempotencyKey: key,
      });
      onDone();
    } catch (err) {
      setError(moneyErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  const left = REMARK_MAX_LENGTH - [...remark].length;
  return (
    <form
      className={styles.report}
      onSubmit={submit}
      noValidate
      aria-label={i18n._(msg`Report a payment not received`)}
    >
      <FilePicker
        label={i18n._(msg`Proof images (PNG or JPG, up to 5 MB each, at most 3)`)}
        accept="image/png,image/jpeg"
        multiple
        disabled={files.length >= room}
        onFiles={add}
      />
      {files.length > 0 && (
        <ul className={styles.previews}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <img src={previews[i]} alt={f.name} width={72} height={72} />
              <button
                type="button"
                className={styles.remove}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
                aria-label={i18n._(msg`Remove ${ph({ name: f.name })}`)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={styles.fileLabel} htmlFor={`${id}-remark`}>
        {i18n._(msg`What do you see on your side?`)}
      </label>
      <textarea
        id={`${id}-remark`}
        className={styles.remark}
        rows={3}
        value={remark}
        onChange={(e) => {
          setRemark([...e.target.value].slice(0, REMARK_MAX_LENGTH).join(''));
          setKey(newSubmissionKey());
        }}
        aria-describedby={`${id}-left`}
      />
      <span id={`${id}-left`} className={styles.counter}>
        {i18n._(msg`${left} characters left`)}
      </span>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className={styles.actions}>
        <Button type="submit" size="small" busy={busy}>
          {i18n._(msg`Report not received`)}
        </Button>
        <Button size="small" variant="secondary" onClick={onCancel} disabled={busy}>
          {i18n._(msg`Cancel`)}
        </Button>
      </div>
    </form>
  );
}
