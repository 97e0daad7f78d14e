import type { OperatorRole } from './ops-endpoint';

/**
 * Rules of the back office's announcements and chat moderation that both the platform and the
 * back office check (no schema library here: the back office imports it).
 */

/**
 * The announcement types an operator posts: B bulletin (the header's marquee), PL player notice
 * (members' inboxes), PU popup, PR promotion, H help article, AG for the merchant's agents only.
 */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * Where a notice stands: shown now, scheduled (its window has not begun), ended (its window
 * is over) or hidden by an operator.
 */
export const NOTICE_STATES = ['shown', 'scheduled', 'ended', 'hidden'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** Who reads the merchant's notices: everyone but finance. */
export const NOTICE_READERS: readonly OperatorRole[] = ['owner', 'content', 'support', 'read-only'];
/** Who posts and hides them: the site's texts are content's work. */
export const NOTICE_EDITORS: readonly OperatorRole[] = ['owner', 'content'];
/** Who reads the chat room as moderators see it (with members' usernames). */
export const CHAT_READERS: readonly OperatorRole[] = ['owner', 'content', 'support', 'read-only'];
/** Who hides messages and mutes members. */
export const CHAT_MODERATORS: readonly OperatorRole[] = ['owner', 'content', 'support'];

/** A notice's title (plain text) and content (HTML, cleaned when saved), per language. */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 20_000;
/** A promotion's or help article's category key. */
export const NOTICE_CATEGORY_MAX = 40;
/** The longest mute: 30 days (a longer one is a lock, which is support's member action). */
export const CHAT_MUTE_MAX_MINUTES = 43_200;
