import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { answerDialogAtom, currentDialogAtom, dialogsYieldAtom, type QueuedDialog } from '../../atoms/dialog';

const Dialog = lazy(() => import('../../ui/dialog/dialog').then((m) => ({ default: m.Dialog })));

/**
 * Shows the dialogs callers queue through `openDialogAtom`, one at a time. The answer
 * goes back at once; the next dialog waits until the previous one has left the screen.
 * A dialog that yields to popups leaves the screen unanswered when one opens, and comes
 * back from the queue when they close.
 */
export function DialogHost() {
  const current = useAtomValue(currentDialogAtom);
  const yielding = useAtomValue(dialogsYieldAtom);
  const answer = useSetAtom(answerDialogAtom);
  const [shown, setShown] = useState<{ dialog: QueuedDialog; open: boolean } | null>(null);

  useEffect(() => {
    if (!shown && current) setShown({ dialog: current, open: true });
  }, [current, shown]);

  useEffect(() => {
    if (yielding && shown?.open && shown.dialog.yieldsToPopups)
      setShown({ dialog: shown.dialog, open: false });
  }, [yielding, shown]);

  if (!shown) return null;
  const { dialog, open } = shown;
  return (
    <Suspense fallback={null}>
      <Dialog
        key={dialog.id}
        open={open}
        icon={dialog.icon}
        title={dialog.title}
        html={dialog.html}
        text={dialog.text}
        buttons={dialog.buttons}
        timeoutMs={dialog.timeoutMs}
        coverClose={dialog.coverClose}
        onResult={(result) => {
          answer({ id: dialog.id, result });
          setShown({ dialog, open: false });
        }}
        onHidden={() => setShown((s) => (s && !s.open ? null : s))}
      />
    </Suspense>
  );
}
