import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { WidgetBaseProps } from '../define-widget';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { CompactLogin } from './compact-login';
import { loadedFullLogin, loadFullLogin } from './login-form.widget';
import type { LoginFormProps } from './login-form.props';
import styles from './login-form.module.css';

/** The login form of spec §2, in the header (compact) or in the popup and /login page (full). */
export default function LoginForm({
  layout = 'full',
  afterLoginRoute,
  showHeading = false,
}: LoginFormProps & WidgetBaseProps) {
  return layout === 'compact' ? (
    <CompactLogin />
  ) : (
    <FullLoginOnceLoaded showHeading={showHeading} {...(afterLoginRoute ? { afterLoginRoute } : {})} />
  );
}

/**
 * The full form, from its own chunk: already here when its page or popup preloaded it (the
 * usual case), else a loading line until it arrives.
 */
function FullLoginOnceLoaded(props: { afterLoginRoute?: string; showHeading: boolean }) {
  const { t } = useLingui();
  const [full, setFull] = useState(loadedFullLogin);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (full || failed) return;
    let live = true;
    void loadFullLogin().then(
      (m) => live && setFull(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [full, failed]);
  if (full) return <full.FullLogin {...props} />;
  return failed ? (
    <FormMessage tone="error">
      {t`Network link abnormal. Please refresh the page.`}{' '}
      <Button variant="secondary" size="small" onClick={() => setFailed(false)}>
        {t`Try again`}
      </Button>
    </FormMessage>
  ) : (
    <p className={styles.loading} role="status" aria-busy="true">
      {t`Loading…`}
    </p>
  );
}
