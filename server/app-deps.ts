import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { MerchantDirectory } from './domain/merchant';
import type { DevOutbox } from './services/dev-outbox/dev-outbox';
import type { ChatHub } from './services/chat/chat-hub';
import type { GuessLimiter } from './services/guess-limit/guess-limit';
import type { MailSender } from './services/mail/mail-sender';
import type { RateLimiter } from './services/rate-limit/rate-limiter';
import type { SmsProvider } from './services/sms/sms-provider';

/** The long-lived parts every route plugin receives. */
export interface AppDeps {
  config: ServerConfig;
  db: Database;
  merchants: MerchantDirectory;
  sms: SmsProvider;
  /** Absent when no SMTP server is configured: e-mail features answer UNAVAILABLE. */
  mail: MailSender | undefined;
  /** Present only with DEV_OUTBOX=1 (local browser tests). */
  devOutbox: DevOutbox | undefined;
  /** Shared by every server process (database or Redis): use it for every throttle. */
  limiter: RateLimiter;
  /** Tries at guessing secrets (passwords, codes), counted before each check; shared like `limiter`. */
  guesses: GuessLimiter;
  /** The chat rooms' sockets on this process, fed by the database's notifications. */
  chat: ChatHub;
}
