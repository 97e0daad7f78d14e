import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import {
  SELF_CHECK_ANSWERS,
  SELF_CHECK_QUESTIONS,
  selfCheckBand,
  type SelfCheckAnswer,
  type SelfCheckQuestion,
} from './self-check-scoring';
import { ANSWER_WORDS, BAND_WORDS, QUESTION_WORDS } from './self-check-words';
import styles from './self-check.module.css';

type Answers = Partial<Record<SelfCheckQuestion, SelfCheckAnswer>>;

/**
 * A self-check a player takes on the responsible-gaming page: nine questions, a result and what
 * to do next. The answers never leave the page (nothing is sent or stored), so anyone can take it
 * honestly, logged in or not.
 */
export function SelfCheck({ onTools }: { onTools?: () => void }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState<SelfCheckQuestion[]>([]);
  const [shown, setShown] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLFieldSetElement>(null);

  const answer = (q: SelfCheckQuestion, a: SelfCheckAnswer) => {
    setAnswers((prev) => ({ ...prev, [q]: a }));
    setMissing((prev) => prev.filter((m) => m !== q));
    setShown(false);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const left = SELF_CHECK_QUESTIONS.filter((q) => answers[q] === undefined);
    setMissing(left);
    setShown(left.length === 0);
    if (left.length === 0) requestAnimationFrame(() => resultRef.current?.focus());
    else document.getElementById(`${headingId}-${left[0]}`)?.querySelector('input')?.focus();
  };

  const restart = () => {
    setAnswers({});
    setMissing([]);
    setShown(false);
    firstRef.current?.querySelector('input')?.focus();
  };

  const band = BAND_WORDS[selfCheckBand(answers)];
  return (
    <section className={styles.check} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Check your gambling</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          Nine questions about the last 12 months. Your answers stay on this screen: nothing is sent or kept.
        </Trans>
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Gambling self-check`}>
        <ol className={styles.questions}>
          {SELF_CHECK_QUESTIONS.map((q, i) => {
            const unanswered = missing.includes(q);
            return (
              <li key={q}>
                <fieldset
                  id={`${headingId}-${q}`}
                  ref={i === 0 ? firstRef : undefined}
                  className={styles.question}
                  data-missing={unanswered || undefined}
                  aria-describedby={unanswered ? `${headingId}-${q}-missing` : undefined}
                >
                  <legend>{i18n._(QUESTION_WORDS[q])}</legend>
                  <div className={styles.answers}>
                    {SELF_CHECK_ANSWERS.map((a) => (
                      <label key={a} className={styles.answer}>
                        <input
                          type="radio"
                          name={`${headingId}-${q}`}
                          value={a}
                          checked={answers[q] === a}
                          onChange={() => answer(q, a)}
                        />
                        <span>{i18n._(ANSWER_WORDS[a])}</span>
                      </label>
                    ))}
                  </div>
                  {unanswered && (
                    <p id={`${headingId}-${q}-missing`} className={styles.missing}>
                      <Trans>Please choose an answer.</Trans>
                    </p>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {missing.length > 0 && (
          <FormMessage tone="error">
            {t`Answer every question to see your result (${missing.length} left).`}
          </FormMessage>
        )}
        <div className={styles.actions}>
          <Button type="submit">
            <Trans>See my result</Trans>
          </Button>
          {Object.keys(answers).length > 0 && (
            <Button type="button" variant="secondary" onClick={restart}>
              <Trans>Start again</Trans>
            </Button>
          )}
        </div>
      </form>
      {shown && (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className={styles.result}
          data-band={selfCheckBand(answers)}
          aria-label={t`Your result`}
        >
          <h3>{i18n._(band.title)}</h3>
          <p>{i18n._(band.text)}</p>
          {onTools && (
            <Button onClick={onTools}>
              <Trans>Set limits or take a break</Trans>
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
