import { lazy } from 'react';
import type { WidgetBaseProps } from '../define-widget';
import { CompactLogin } from './compact-login';
import type { LoginFormProps } from './login-form.props';

// The header shows the compact form: the full one (captcha, SMS, second step, social sign-in)
// belongs to the login popup and the /login page, and loads when one of them opens.
const FullLogin = lazy(() => import('./full-login').then((m) => ({ default: m.FullLogin })));

/** The login form of spec §2, in the header (compact) or in the popup and /login page (full). */
export default function LoginForm({
  layout = 'full',
  afterLoginRoute,
  showHeading = false,
}: LoginFormProps & WidgetBaseProps) {
  return layout === 'compact' ? (
    <CompactLogin />
  ) : (
    <FullLogin showHeading={showHeading} {...(afterLoginRoute ? { afterLoginRoute } : {})} />
  );
}
