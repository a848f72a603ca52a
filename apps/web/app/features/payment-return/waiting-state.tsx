import { Spinner } from '../../components/spinner.tsx';
import cardStyles from '../../components/card.module.css';
import styles from './payment-return.module.css';

/**
 * A payment on its way: a spinner, what is happening and that nothing needs doing. The text is a
 * polite live region, so a screen reader hears when "checking" becomes "waiting for the bank".
 */
export function WaitingState({ title, text }: { title: string; text: string }) {
  return (
    <section className={`${cardStyles.panel} ${cardStyles.panelRoomy} ${styles.panel} ${styles.waiting}`}>
      <span className={styles.waitingIcon}>
        <Spinner size="lg" />
      </span>
      <h1>{title}</h1>
      <p className={styles.lead} role="status" aria-live="polite">
        {text}
      </p>
    </section>
  );
}
