import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { openPopupAtom } from '../../atoms/popup';
import { playerLimitsAtom } from '../../atoms/protection';
import { useAsyncAtom } from '../../atoms/async';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';

/**
 * Player protection offers a deposit limit at the deposit form while the member has none
 * (docs/player-protection.md). Says nothing when the merchant switched limits off, or the
 * limits cannot be read: a deposit never waits on this offer.
 */
export function DepositLimitOffer() {
  const { i18n } = useLingui();
  const limits = useAsyncAtom(playerLimitsAtom);
  const open = useSetAtom(openPopupAtom);
  const data = limits.data;
  if (!data?.tools.limits) return null;
  if (data.limits.some((l) => l.kind === 'deposit' && l.amount !== null)) return null;
  return (
    <FormMessage tone="info">
      {i18n._(msg`You can set a limit on what you deposit per 24 hours, 7 days or month.`)}{' '}
      <Button
        size="small"
        variant="secondary"
        onClick={() => open({ name: 'memberCentre', params: { page: 'responsibleGaming' } })}
      >
        {i18n._(msg`Set a deposit limit`)}
      </Button>
    </FormMessage>
  );
}
