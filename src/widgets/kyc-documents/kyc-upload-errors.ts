import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isCallError } from '../../api/call-error';
import { moneyErrorText } from '../../i18n/money-errors';

/** What a refused upload means for the member; other failures read as every money form's. */
export function kycUploadErrorText(err: unknown): string {
  if (!isCallError(err)) return moneyErrorText(err);
  switch (err.code) {
    case 'UNSUPPORTED_MEDIA_TYPE':
      return i18n._(msg`One of the files is not a real PNG, JPG or PDF file. Please send a photo or scan.`);
    case 'PAYLOAD_TOO_LARGE':
      return i18n._(msg`Each file may be at most 5 MB`);
    case 'LIMIT':
      return /waiting/.test(err.errors[0]?.message ?? '')
        ? i18n._(msg`You have sent as many documents as we can review at once. Please wait for the review.`)
        : i18n._(msg`You can send at most 3 files at once`);
    case 'CONFLICT':
      return i18n._(msg`Your documents are already approved. Please contact customer service to send more.`);
    case 'DISABLED':
      return i18n._(msg`This site does not take documents online. Please contact customer service.`);
    default:
      return moneyErrorText(err);
  }
}
