import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getRegisterSettings, register } from '../../api/endpoints';
import { fakeLoginResult, fakeRegisterRules, withAccountApi } from '../../../tests/support/fake-accounts';
import RegisterForm from './register-form';

const meta = {
  title: 'Widgets/Register form',
  component: RegisterForm,
  args: { afterRegisterRoute: '/', showHeading: false },
  parameters: {
    portal: {
      flags: ['USERNAMEREG3'],
      api: (api: FakeApiClient) => withAccountApi(api).on(register, () => fakeLoginResult()),
    },
  },
  // The width the form takes on its page: two fields to a row.
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Username registration with the platform's default rules. */
export const Username: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Username/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0);
  },
};

/** Every optional field switched on by the merchant. */
export const AllFields: Story = {
  parameters: {
    portal: {
      flags: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'AFFILIATE3'],
      api: (api: FakeApiClient) =>
        withAccountApi(api, {
          rules: Object.fromEntries(
            Object.entries(fakeRegisterRules).map(([k, r]) => [k, { ...r, enabled: true }]),
          ) as typeof fakeRegisterRules,
        }),
    },
  }, // Two fields to a row, one with a hint under it: every input box keeps one height.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Confirm password/)).toBeVisible();
    const boxes = [...canvasElement.querySelectorAll('input:not([type="checkbox"])')].map(
      (input) => input.getBoundingClientRect().height,
    );
    await expect(boxes.length).toBeGreaterThan(4);
    await expect(Math.max(...boxes) - Math.min(...boxes)).toBeLessThanOrEqual(2);
  },
};

/** Mobile registration (MOBILENUMREG3) without passwords. */
export const Mobile: Story = {
  parameters: { portal: { flags: ['MOBILENUMREG3'], api: (api: FakeApiClient) => withAccountApi(api) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Mobile number/)).toBeVisible();
    await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
  },
};

/** The rules are still loading: skeletons of the fields. */
export const Loading: Story = {
  parameters: {
    portal: {
      flags: ['USERNAMEREG3'],
      api: (api: FakeApiClient) => withAccountApi(api).hang(getRegisterSettings),
    },
  },
};

/** Registration closed (no registration flag on). */
export const Closed: Story = {
  parameters: { portal: { flags: [], api: (api: FakeApiClient) => withAccountApi(api) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Registration is closed/)).toBeVisible();
  },
};
