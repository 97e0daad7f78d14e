import { defineWidget } from '../define-widget';
import type { ContractRequestsProps } from './contract-requests.props';

export const contractRequestsWidget = defineWidget<ContractRequestsProps>({
  type: 'contract-requests',
  title: 'Contract requests',
  description:
    'The contract-request popup after login (spec §2 "contract requests (new and termination)"): when the consolidated flags say an offer or a termination request waits, one block per product type with Accept / Reject for an offer and Confirm / Reject for a termination, the higher-rate confirmation first where accepting ends team contracts; the flags reload after each answer. Draws nothing otherwise.',
  load: () => import('./contract-requests'),
  schema: () => import('./contract-requests.props'),
});
