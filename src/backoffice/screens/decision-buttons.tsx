import { Button } from '../../ui/form/button';
import styles from './back-office.module.css';

/** One side of a queue row's decision: the words shown and the name a screen reader hears. */
export interface Decision {
  label: string;
  /** Names the row too ("Approve D-1042"), since every row shows the same words. */
  name: string;
  onChoose(): void;
  disabled?: boolean;
  /** Why the choice is disabled, shown on hover. */
  title?: string;
}

/** A queue row's pair of choices: the one that moves the request on, then the refusal. */
export function DecisionButtons({ accept, refuse }: { accept: Decision; refuse: Decision }) {
  return (
    <span className={styles.actions}>
      {[accept, refuse].map((d, i) => (
        <Button
          key={i}
          size="small"
          variant={i === 0 ? 'primary' : 'secondary'}
          disabled={d.disabled}
          title={d.title}
          aria-label={d.name}
          onClick={d.onChoose}
        >
          {d.label}
        </Button>
      ))}
    </span>
  );
}
