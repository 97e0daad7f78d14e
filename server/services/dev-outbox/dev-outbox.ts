/**
 * What a development or test platform lets its own browser tests read: the answers
 * of captchas it drew. Enabled only with DEV_OUTBOX=1 (never set in production);
 * the SMS outbox and received mails live in the database (sms_outbox, mail_sink).
 */
export interface DevOutbox {
  recordCaptcha(captchaId: string, answer: string): void;
  captchaAnswer(captchaId: string): string | undefined;
}

export function createDevOutbox(): DevOutbox {
  const answers = new Map<string, string>();
  return {
    recordCaptcha(captchaId, answer) {
      answers.set(captchaId, answer);
      // Keep memory bounded: forget the oldest.
      if (answers.size > 1000) answers.delete(answers.keys().next().value as string);
    },
    captchaAnswer: (captchaId) => answers.get(captchaId),
  };
}
