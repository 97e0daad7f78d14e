import { defineWidget } from '../define-widget';
import type { FullLogin } from './full-login';
import type { LoginFormProps } from './login-form.props';

interface FullLoginModule {
  FullLogin: typeof FullLogin;
}
let fullLogin: FullLoginModule | undefined;

/**
 * The full form (the login popup, the /login page) with its SMS, captcha, social and
 * second-step parts: a chunk of its own, so the header's compact form, on every first
 * visit, does not carry it.
 */
export function loadFullLogin(): Promise<FullLoginModule> {
  return import('./full-login').then((m) => (fullLogin = m));
}

/** The full form's module once it has arrived (its first render then draws it at once). */
export const loadedFullLogin = (): FullLoginModule | undefined => fullLogin;

export const loginFormWidget = defineWidget<LoginFormProps>({
  type: 'login-form',
  load: () => import('./login-form'),
  flags: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'SOCIALLOGIN3'],
  placeholderHeight: 44,
  // The full form arrives before the page's first render, or before its popup opens.
  prefetch: (props) => (props.layout === 'compact' ? Promise.resolve() : loadFullLogin()),
});
