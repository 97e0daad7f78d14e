import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { chooseAvatarAtom } from '../../atoms/account-security';
import { memberInfoAtom } from '../../atoms/member';
import { accountErrorText } from '../../i18n/account-errors';
import { Avatar } from '../../ui/avatar/avatar';
import { FormMessage } from '../../ui/form/form-message';
import styles from './account-security.module.css';
import { useAsyncState } from '../../atoms/async';

const AVATARS = Array.from({ length: 12 }, (_, i) => `a${i + 1}`);

/** Choose one of the built-in avatars (no uploads: nothing to moderate, nothing to leak). */
export function AvatarChoice() {
  const { i18n } = useLingui();
  const info = useAsyncState(memberInfoAtom);
  const choose = useSetAtom(chooseAvatarAtom);
  const [error, setError] = useState<string | null>(null);
  const member = info.state === 'hasData' ? info.data : null;
  return (
    <section className={styles.card} aria-labelledby="avatar-title">
      <h3 id="avatar-title" className={styles.title}>
        <Trans>Avatar</Trans>
      </h3>
      <div className={styles.avatars} role="group" aria-label={i18n._(msg`Choose an avatar`)}>
        {AVATARS.map((a, i) => (
          <button
            key={a}
            type="button"
            className={styles.avatarButton}
            aria-pressed={member?.avatar === a}
            aria-label={i18n._(msg`Avatar ${i + 1}`)}
            disabled={!member}
            onClick={() => {
              setError(null);
              choose(a).catch((err: unknown) => setError(accountErrorText(err)));
            }}
          >
            <Avatar avatar={a} name={member?.nickname ?? '?'} size={40} />
          </button>
        ))}
      </div>
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </section>
  );
}
