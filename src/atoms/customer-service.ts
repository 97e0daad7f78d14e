import { t } from '@lingui/core/macro';
import { atom } from 'jotai';
import { getCustomerService } from '../api/endpoints';
import { apiClientAtom } from './api';
import { openDialogAtom } from './dialog';
import { languageAtom } from './preferences';

/** The customer-service window (spec §9: 440 x 500). */
export const CS_POPUP_WIDTH = 440;
export const CS_POPUP_HEIGHT = 500;
const WINDOW_NAME = 'tsr-customer-service';

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - CS_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - CS_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${CS_POPUP_WIDTH},height=${CS_POPUP_HEIGHT},left=${left},top=${top}`;
}

export type CustomerServiceResult =
  { ok: true; desk: 'VIP' | 'LIVECHAT'; url: string; opened: boolean } | { ok: false };

/**
 * Open customer service (spec §7, R7.58): the window opens at once (inside the click,
 * so no popup blocker stops it), the platform names the desk (VIP above rank 4, else
 * live chat) and the sealed web-chat path, whose trailing 8-character key opens the
 * URL the window then shows. Any failure closes the window again.
 */
const openDeskAtom = atom(null, async (get): Promise<CustomerServiceResult> => {
  const popup = window.open('about:blank', WINDOW_NAME, popupFeatures());
  try {
    const answer = await get(apiClientAtom).call(
      getCustomerService,
      { language: get(languageAtom) },
      { module: 'customer-service' },
    );
    const web = answer.version.pathList.find((p) => p.type === '3');
    if (!web) throw new Error('No web chat path');
    const { openServicePath } = await import('../api/service-path');
    const url = openServicePath(web.path);
    if (popup && !popup.closed) {
      // The chat may be another site: it gets no handle on the portal's window.
      popup.opener = null;
      popup.location.href = url;
      return { ok: true, desk: answer.csType, url, opened: true };
    }
    return { ok: true, desk: answer.csType, url, opened: false };
  } catch {
    popup?.close();
    return { ok: false };
  }
});

/**
 * Open customer service for the player: the desk's window, and a dialog when it
 * failed (the window is closed again) or when the browser blocked the window (the
 * dialog offers the chat's link instead).
 */
export const openCustomerServiceAtom = atom(null, async (_get, set): Promise<CustomerServiceResult> => {
  const result = await set(openDeskAtom);
  if (!result.ok) {
    void set(openDialogAtom, {
      icon: 'error',
      title: t`Customer service`,
      text: t`Customer service is not available right now. Please try again in a moment.`,
    });
  } else if (!result.opened) {
    void set(openDialogAtom, {
      icon: 'info',
      title: t`Customer service`,
      text: t`Your browser blocked the chat window. Open it here instead.`,
      buttons: [
        { id: 'cancel', label: t`Cancel`, variant: 'secondary' },
        { id: 'open', label: t`Open chat`, isDefault: true },
      ],
    }).then((answer) => {
      if (answer === 'open') window.open(result.url, '_blank', 'noopener');
    });
  }
  return result;
});
