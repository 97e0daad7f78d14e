import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { openCustomerServiceAtom } from '../../atoms/customer-service';
import styles from './status-page.module.css';

/** The customer-service button both special pages carry (spec §2): the desk's 440 x 500 window. */
export function CustomerServiceButton() {
  const openDesk = useSetAtom(openCustomerServiceAtom);
  return (
    <button type="button" className={styles.button} onClick={() => void openDesk()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M5 13v-2a7 7 0 0 1 14 0v2M5 13a2 2 0 0 0 2 2h1v-5H7a2 2 0 0 0-2 2Zm14 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2Zm-3 2v1a3 3 0 0 1-3 3h-2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <Trans>Customer service</Trans>
    </button>
  );
}
