import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CallError } from '../../api/call-error';
import type { FakeApiClient } from '../../api/fake-client';
import { getCountries, listSocialProviders, login } from '../../api/endpoints';
import { fakeLoginResult, withAccountApi } from '../../../tests/support/fake-accounts';
import LoginForm from './login-form';
import { loadFullLogin } from './login-form.widget';

const meta = {
  title: 'Widgets/Login form',
  component: LoginForm,
  args: { layout: 'full', showHeading: false },
  parameters: {
    portal: { api: (api: FakeApiClient) => withAccountApi(api).on(login, () => fakeLoginResult()) },
  },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
  // The full form's chunk, as its page or popup loads it before drawing it (the widget's prefetch).
  loaders: [() => loadFullLogin()],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Username and password, with remember-me, forgot password and register. */
export const Username: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** SMS login and free trial switched on by the merchant's flags. */
export const WithSmsAndTrial: Story = {
  parameters: {
    portal: { flags: ['MOBILEVERCODELOGIN3', 'FREEPLAY3'], api: (api: FakeApiClient) => withAccountApi(api) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'SMS code' }));
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Free trial' })).toBeVisible();
  },
};

/** After three failures the server asks for a captcha. */
export const CaptchaDemanded: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        withAccountApi(api).on(login, () => {
          throw new CallError('BAD_CREDENTIALS', 'Wrong username or password', 401, [], { captcha: true });
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'player01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByLabelText(/^Captcha/)).toBeVisible();
  },
};

/** A locked account says when to try again. */
export const Locked: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        withAccountApi(api).on(login, () => {
          throw new CallError('ACCOUNT_LOCKED', 'locked', 423, [], { retryAfterSeconds: 600, captcha: true });
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'player01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText(/try again in 10 minutes/)).toBeVisible();
  },
};

/** Countries still loading: the SMS tab shows the number field without the picker. */
export const Loading: Story = {
  parameters: {
    portal: {
      flags: ['MOBILEVERCODELOGIN3'],
      api: (api: FakeApiClient) => withAccountApi(api).hang(getCountries),
    },
  },
};

/** The header's compact form. */
export const Compact: Story = {
  args: { layout: 'compact' },
  parameters: { portal: { flags: ['FREEPLAY3'] } },
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
};

/** Social sign-in with two OpenID Connect providers (SOCIALLOGIN3). */
export const WithSocial: Story = {
  parameters: {
    portal: {
      flags: ['SOCIALLOGIN3'],
      api: (api: FakeApiClient) =>
        withAccountApi(api).on(listSocialProviders, () => [
          { id: 'acme', name: 'Acme ID' },
          { id: 'beta', name: 'Beta Login' },
        ]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Sign in with Acme ID' }),
    ).toBeVisible();
  },
};

/** R4.12: a new player back from a provider verifies a phone before the account is made. */
export const SocialSignUpPhone: Story = {
  parameters: {
    portal: {
      flags: ['SOCIALLOGIN3', 'REGMOBVERF3'],
      route: '/login?socialSignUp=ticket-0123456789abcdef',
      api: (api: FakeApiClient) => withAccountApi(api),
    },
  },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', {
      name: 'Verify your phone to finish signing up',
    });
    await expect(within(form).getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Finish signing up' })).toBeVisible();
  },
};
