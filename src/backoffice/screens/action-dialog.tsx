import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { Modal } from '../../ui/modal/modal';
import styles from './back-office.module.css';

/**
 * The frame of every back-office action: a modal form titled by what it does, the fields
 * in between, the platform's answer when it refused, then the confirm and cancel buttons.
 */
export function ActionDialog({
  title,
  confirm,
  busy,
  problem,
  onSubmit,
  onClose,
  width = 440,
  children,
}: {
  title: string;
  /** The confirm button's words: what pressing it does. */
  confirm: string;
  busy: boolean;
  /** What went wrong with the call, in words for the operator. */
  problem?: string | undefined;
  onSubmit(): void | Promise<void>;
  onClose(): void;
  width?: number;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <Modal open label={title} onClose={onClose} height="auto" width={width}>
      <form className={styles.dialog} onSubmit={submit} noValidate aria-label={title}>
        <h2 className={styles.subtitle}>{title}</h2>
        {children}
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {confirm}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {i18n._(msg`Cancel`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
