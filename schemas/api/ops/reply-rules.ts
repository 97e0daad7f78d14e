/** The longest answer an operator may send to a member's feedback (a reply, not a letter). */
export const FEEDBACK_REPLY_MAX_CHARS = 2000;
