import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsSignIn } from '../api/endpoints';
import { BackOfficeFixture } from '../testing/back-office-fixture';
import { SignInScreen } from './sign-in-screen';

const meta = {
  title: 'Back office/Sign in',
  component: SignInScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture session={null}>
      <SignInScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabelText(/Authenticator code/)).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const WrongCode: Story = {
  render: () => (
    <BackOfficeFixture
      session={null}
      api={(api) =>
        api.fail(opsSignIn, 'BAD_CREDENTIALS', 'The username, password or authenticator code is wrong')
      }
    >
      <SignInScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/Username/), 'alice');
    await userEvent.type(page.getByLabelText(/^Password/), 'Operator-pass-1');
    await userEvent.type(page.getByLabelText(/Authenticator code/), '12a3456');
    await expect(page.getByLabelText(/Authenticator code/)).toHaveValue('123456');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'The username, password or authenticator code is wrong.',
    );
    // The spent code is cleared for the next one.
    await expect(page.getByLabelText(/Authenticator code/)).toHaveValue('');
  },
};
