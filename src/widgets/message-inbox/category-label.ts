import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageSummary } from '../../atoms/messages';

/** What a message is about, as the member reads it. */
export function categoryLabel(i18n: I18n, category: MessageSummary['category']): string {
  switch (category) {
    case 'announcement':
      return i18n._(msg`Announcement`);
    case 'deposit':
      return i18n._(msg`Deposit`);
    case 'withdrawal':
      return i18n._(msg`Withdrawal`);
    case 'promotion':
      return i18n._(msg`Promotion`);
    default:
      return i18n._(msg`Notice`);
  }
}
