import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NoticeState, NoticeType } from '@schemas/api/ops/content-rules';

/** What each announcement type is, in the words of the portal's places that show it. */
export const NOTICE_TYPE_LABEL: Record<NoticeType, MessageDescriptor> = {
  B: msg`Bulletin (header marquee)`,
  PL: msg`Player notice (members’ inbox)`,
  PU: msg`Popup`,
  PR: msg`Promotion`,
  H: msg`Help article`,
  AG: msg`Agents only`,
};

export const NOTICE_STATE_LABEL: Record<NoticeState, MessageDescriptor> = {
  shown: msg`Shown`,
  scheduled: msg`Scheduled`,
  ended: msg`Ended`,
  hidden: msg`Hidden`,
};
