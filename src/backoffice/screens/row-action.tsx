import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormMessage } from '../../ui/form/form-message';
import { callProblem } from './call-problem';

/**
 * A one-click action on a list's row (hide a notice, hide a message): runs the call, says what
 * happened or why it failed, and reloads the list after a success.
 */
export function useRowAction(reload: () => void) {
  const { i18n } = useLingui();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | undefined>();
  async function run(call: () => Promise<unknown>, success: string): Promise<void> {
    setOutcome(undefined);
    try {
      await call();
      setOutcome({ tone: 'success', text: success });
      reload();
    } catch (err) {
      setOutcome({ tone: 'error', text: i18n._(callProblem(err)) });
    }
  }
  /** Say a success that came another way (a dialog that finished). */
  function said(text: string): void {
    setOutcome({ tone: 'success', text });
  }
  const message = outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>;
  return { run, said, message };
}
