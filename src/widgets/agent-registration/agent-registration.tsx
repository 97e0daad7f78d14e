import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { flagsAtom } from '../../atoms/site';
import { EmptyState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { DirectRegistration } from './direct-registration';
import { RegistrationLinks } from './registration-links';
import type { AgentRegistrationProps } from './agent-registration.props';
import styles from './agent-registration.module.css';

/**
 * registerCenter (spec §2 Account, §6 DIRECTREG3): direct registration of a downline
 * where DIRECTREG3 is on, and registration links where invitation codes are (AFFILIATE3).
 */
export default function AgentRegistration({ qrSize = 120 }: AgentRegistrationProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const flags = useAtomValue(flagsAtom);
  const direct = flags.has('DIRECTREG3');
  const links = flags.has('AFFILIATE3');
  if (!direct && !links)
    return (
      <EmptyState title={i18n._(msg`Registration is not open to agents on this site`)}>
        {i18n._(msg`Please contact customer service.`)}
      </EmptyState>
    );
  return (
    <div className={styles.root}>
      {direct && <DirectRegistration />}
      {links && <RegistrationLinks qrSize={qrSize} />}
    </div>
  );
}
