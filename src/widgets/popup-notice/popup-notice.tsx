import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { popupNoticesAtom } from '../../atoms/announcements';
import { openDialogAtom } from '../../atoms/dialog';
import { openPopupsAtom } from '../../atoms/popup';
import { useTyping } from '../../widget-kit/use-typing';
import type { WidgetBaseProps } from '../define-widget';
import type { PopupNoticeProps } from './popup-notice.props';
import { useAsyncState } from '../../atoms/async';

const SEEN_KEY = 'tsr.popupNoticesSeen';

function seen(): Set<number> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as number[]);
  } catch {
    return new Set();
  }
}
function remember(ids: Set<number>): void {
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage unavailable: the notice may show again on the next page load.
  }
}

/**
 * Popup notices (announcement type PU): each shown once per visit, in the dialog helper,
 * and only while no popup is open: a notice never lands on top of the login form, a
 * forced password change or the member centre the player just opened. It waits until
 * they close, and steps aside when one opens while it shows. Nor does it open while the
 * visitor types in a field: it comes once the field is left.
 */
export default function PopupNotice({ delayMs = 800 }: PopupNoticeProps & WidgetBaseProps) {
  const { t } = useLingui();
  const state = useAsyncState(popupNoticesAtom);
  const openDialog = useSetAtom(openDialogAtom);
  const items = state.state === 'hasData' ? state.data : null;
  const popupOpen = useAtomValue(openPopupsAtom).length > 0;
  const typing = useTyping();

  useEffect(() => {
    if (!items || popupOpen || typing) return;
    const shown = seen();
    const fresh = items.filter((n) => !shown.has(n.id));
    if (fresh.length === 0) return;
    const timer = setTimeout(() => {
      for (const notice of fresh) {
        shown.add(notice.id);
        void openDialog({
          icon: 'info',
          title: notice.title,
          html: notice.content,
          coverClose: true,
          // A popup opened later (a forced password change after login) goes first.
          yieldsToPopups: true,
          buttons: [{ id: 'close', label: t`Got it`, isDefault: true }],
        });
      }
      remember(shown);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [items, popupOpen, typing, delayMs, openDialog, t]);

  return null;
}
