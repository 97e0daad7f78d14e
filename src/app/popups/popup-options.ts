import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Popup } from '@schemas/site/constants';

export interface PopupOptions {
  /** Accessible name, and the title bar of product modals. */
  label: MessageDescriptor;
  variant: 'default' | 'product';
  width: number;
  height: number | 'auto';
}

/**
 * How each popup of spec §2 is framed. Account forms are compact modals a background
 * click may close; the centres, games and chat are product modals (draggable, no
 * background close, spec §9).
 */
export const POPUP_OPTIONS: Record<Popup, PopupOptions> = {
  login: { label: msg`Log in`, variant: 'default', width: 440, height: 'auto' },
  register: { label: msg`Register`, variant: 'default', width: 520, height: 'auto' },
  forgetPassModal: { label: msg`Forgot password`, variant: 'default', width: 460, height: 'auto' },
  changePassModal: { label: msg`Change password`, variant: 'default', width: 460, height: 'auto' },
  notice: { label: msg`Notices`, variant: 'default', width: 760, height: 520 },
  gamePopup: { label: msg`Games`, variant: 'product', width: 960, height: 600 },
  chatRoom: { label: msg`Chat room`, variant: 'product', width: 420, height: 600 },
  memberCentre: { label: msg`Member centre`, variant: 'product', width: 1080, height: 760 },
  agentCentre: { label: msg`Agent`, variant: 'product', width: 1080, height: 760 },
};
