import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { socialProvidersValueAtom, startSocialLoginAtom } from '../../atoms/social-login';
import { accountErrorText } from '../../i18n/account-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import styles from './login-form.module.css';

/** Social sign-in buttons (SOCIALLOGIN3): OpenID Connect providers of the merchant. */
export function SocialSignIn() {
  const { i18n } = useLingui();
  const providers = useAtomValue(socialProvidersValueAtom);
  const start = useSetAtom(startSocialLoginAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <Trans>or sign in with</Trans>
      </p>
      <div className={styles.socialButtons}>
        {providers.map((p) => (
          <Button
            key={p.id}
            variant="secondary"
            busy={busy === p.id}
            disabled={busy !== null}
            aria-label={i18n._(msg`Sign in with ${p.name}`)}
            onClick={async () => {
              setBusy(p.id);
              setError(null);
              try {
                window.location.assign(await start(p.id));
              } catch (err) {
                setError(accountErrorText(err));
                setBusy(null);
              }
            }}
          >
            {p.name}
          </Button>
        ))}
      </div>
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </div>
  );
}
