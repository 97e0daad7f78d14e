import { defineWidget } from '../define-widget';
import type { ContractRequestsProps } from './contract-requests.props';

export const contractRequestsWidget = defineWidget<ContractRequestsProps>({
  type: 'contract-requests',
  load: () => import('./contract-requests'),
});
