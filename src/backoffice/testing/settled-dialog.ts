import { expect, screen, waitFor } from 'storybook/test';

/**
 * The dialog named `name` once it has faded in: checks of what it shows (visibility, and the
 * colour contrast the stories' accessibility pass measures) see it as a person would.
 */
export async function settledDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}
