import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import {
  KYC_DOCUMENT_TYPES,
  KYC_MAX_BYTES,
  KYC_MAX_FILES_PER_UPLOAD,
  type KycDocumentKind,
} from '@schemas/api/kyc-rules';
import { uploadKycDocumentsAtom } from '../../atoms/kyc';
import { kycKindHint, kycKindText } from '../../i18n/kyc-words';
import { Button } from '../../ui/form/button';
import { FilePicker } from '../../ui/form/file-picker';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { fileSizeText } from './file-size';
import { kycUploadErrorText } from './kyc-upload-errors';
import styles from './kyc-documents.module.css';

/**
 * Choose what the documents prove, pick up to 3 files (PNG, JPG or PDF, 5 MB each) and send
 * them. The files are checked here for a quick answer; the platform checks them from their
 * bytes.
 */
export function KycUploadForm({ kinds }: { kinds: readonly KycDocumentKind[] }) {
  const { i18n } = useLingui();
  const send = useSetAtom(uploadKycDocumentsAtom);
  const [kind, setKind] = useState<KycDocumentKind>(kinds[0] ?? 'identity');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const add = (picked: File[]) => {
    setError(null);
    setSent(false);
    for (const f of picked) {
      if (!(KYC_DOCUMENT_TYPES as readonly string[]).includes(f.type))
        return setError(i18n._(msg`${ph({ name: f.name })} is not a PNG, JPG or PDF file`));
      if (f.size > KYC_MAX_BYTES) return setError(i18n._(msg`${ph({ name: f.name })} is larger than 5 MB`));
    }
    if (files.length + picked.length > KYC_MAX_FILES_PER_UPLOAD)
      return setError(
        i18n._(msg`You can send at most ${ph({ count: KYC_MAX_FILES_PER_UPLOAD })} files at once`),
      );
    setFiles([...files, ...picked]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (files.length === 0) return setError(i18n._(msg`Please choose at least one file`));
    setBusy(true);
    setError(null);
    try {
      await send({ kind, files });
      setFiles([]);
      setSent(true);
    } catch (err) {
      setError(kycUploadErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label={i18n._(msg`Send documents`)}>
      <h3 className={styles.title}>{i18n._(msg`Send documents`)}</h3>
      <SelectField
        label={i18n._(msg`What do they prove?`)}
        value={kind}
        options={kinds.map((k) => ({ value: k, label: kycKindText(k) }))}
        onChange={(v) => {
          setKind(v as KycDocumentKind);
          setError(null);
        }}
        helper={kycKindHint(kind)}
      />
      <FilePicker
        label={i18n._(msg`Files (PNG, JPG or PDF, up to 5 MB each, at most 3)`)}
        accept="image/png,image/jpeg,application/pdf"
        multiple
        disabled={busy || files.length >= KYC_MAX_FILES_PER_UPLOAD}
        onFiles={add}
      />
      {files.length > 0 && (
        <ul className={styles.picked} aria-label={i18n._(msg`Chosen files`)}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className={styles.pickedItem}>
              <span className={styles.itemName} title={f.name}>
                {f.name}
              </span>
              <span className={styles.muted}>{fileSizeText(f.size)}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
                aria-label={i18n._(msg`Remove ${ph({ name: f.name })}`)}
                disabled={busy}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        {i18n._(
          msg`Your documents are kept private: only our verification team sees them, and they are never shown on the site.`,
        )}
      </p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {sent && <FormMessage tone="success">{i18n._(msg`Sent. We will review your documents.`)}</FormMessage>}
      <Button type="submit" busy={busy} className={styles.submit}>
        {i18n._(msg`Send for review`)}
      </Button>
    </form>
  );
}
