import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BannerLinkType, BannerState } from '@schemas/api/ops/banner-rules';

export const BANNER_STATE_LABEL: Record<BannerState, MessageDescriptor> = {
  showing: msg`Showing`,
  scheduled: msg`Scheduled`,
  ended: msg`Ended`,
  hidden: msg`Hidden`,
};

export const BANNER_LINK_LABEL: Record<BannerLinkType | 'game', MessageDescriptor> = {
  none: msg`No link`,
  route: msg`A page of the site`,
  url: msg`An outside web address`,
  promotion: msg`A promotion`,
  game: msg`A game lobby`,
};
