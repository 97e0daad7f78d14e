import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FeedbackType } from '@schemas/api/feedback-rules';

export const TYPE_LABELS: Record<FeedbackType, MessageDescriptor> = {
  suggestion: msg`Suggestion`,
  complaint: msg`Complaint`,
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  game: msg`Games`,
  account: msg`Account`,
  other: msg`Other`,
};

export const STATUS_LABELS: Record<'new' | 'answered' | 'closed', MessageDescriptor> = {
  new: msg`Waiting for a reply`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};
