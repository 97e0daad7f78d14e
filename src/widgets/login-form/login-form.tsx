import type { WidgetBaseProps } from '../define-widget';
import { CompactLogin } from './compact-login';
import { FullLogin } from './full-login';
import type { LoginFormProps } from './login-form.props';

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
