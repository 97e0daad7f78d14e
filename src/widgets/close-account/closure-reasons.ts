import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClosureReason } from '@schemas/api/account-closure-rules';

export function closureReasonText(reason: ClosureReason): string {
  switch (reason) {
    case 'not-playing':
      return i18n._(msg`I no longer play`);
    case 'too-much-time':
      return i18n._(msg`I spend too much time gambling`);
    case 'too-much-money':
      return i18n._(msg`I spend too much money gambling`);
    case 'other-site':
      return i18n._(msg`I play on another site`);
    case 'privacy':
      return i18n._(msg`I do not want my data kept here`);
    case 'other':
      return i18n._(msg`Another reason`);
  }
}
