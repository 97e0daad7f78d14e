import { LANGUAGES } from '../../schemas/site/constants';
import { flag, merchantIdOf, need, OpsError, table, type OpsCommand } from './ops-command';
import { forgetAnnouncementLists } from '../services/content/announcements';
import { hideChatMessage, muteChatMember } from '../services/chat/moderation';
import { FEEDBACK_REPLY_MAX_CHARS } from '../../schemas/api/ops/reply-rules';
import { answerFeedback, closeFeedback, feedbackCases } from '../services/operators/feedback-desk';
import { asOps } from './cashier-commands';

/** AG: for the merchant's agents only (the agent centre's Announcement page). */
const TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'];

/** `--title` in `--lang` (default EN), or `--title-json '{"EN": "...", "CN": "..."}'`. */
function localized(
  args: Parameters<OpsCommand['run']>[1],
  name: string,
  required: boolean,
): Record<string, string> | null {
  const json = flag(args, `${name}-json`);
  if (json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new OpsError(`--${name}-json is not JSON`);
    }
    const entries = Object.entries(parsed as Record<string, unknown>);
    if (entries.some(([k, v]) => !(LANGUAGES as readonly string[]).includes(k) || typeof v !== 'string'))
      throw new OpsError(`--${name}-json maps languages (${LANGUAGES.join(', ')}) to text`);
    return Object.fromEntries(entries) as Record<string, string>;
  }
  const text = flag(args, name);
  if (text === undefined) {
    if (required) throw new OpsError(`--${name} is required`);
    return null;
  }
  const lang = (flag(args, 'lang') ?? 'EN').toUpperCase();
  if (!(LANGUAGES as readonly string[]).includes(lang))
    throw new OpsError(`--lang is one of ${LANGUAGES.join(', ')}`);
  return { [lang]: text };
}

const noticePost: OpsCommand = {
  name: 'notice post',
  usage:
    'notice post <merchant> --title <text> --content <html> [--type B|PL|PU|PR|H|AG] [--lang EN] [--ends <ISO time>] [--category <key>]',
  summary:
    'Publish an announcement (B bulletin by default; PU shows as a popup, PR as a promotion, AG to agents only).',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const type = (flag(args, 'type') ?? 'B').toUpperCase();
    if (!TYPES.includes(type)) throw new OpsError(`--type is one of ${TYPES.join(', ')}`);
    const ends = flag(args, 'ends');
    if (ends !== undefined && Number.isNaN(Date.parse(ends)))
      throw new OpsError('--ends must be an ISO time');
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO announcements (merchant_id, type, category, title, content, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        id,
        type,
        flag(args, 'category') ?? null,
        JSON.stringify(localized(args, 'title', true)),
        JSON.stringify(localized(args, 'content', true)),
        ends ? new Date(ends) : null,
      ],
    );
    forgetAnnouncementLists(db, id);
    return `notice ${row?.id} posted (${type})`;
  },
};

const noticeList: OpsCommand = {
  name: 'notice list',
  usage: 'notice list <merchant> [--type B]',
  summary: 'Announcements, newest first, with their status.',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const type = flag(args, 'type')?.toUpperCase() ?? null;
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id, type, status, title->>'EN' AS title, published_at, ends_at FROM announcements
        WHERE merchant_id = $1 AND ($2::text IS NULL OR type = $2) ORDER BY published_at DESC, id DESC LIMIT 50`,
      [id, type],
    );
    return table(rows);
  },
};

const noticeHide: OpsCommand = {
  name: 'notice hide',
  usage: 'notice hide <merchant> <id>',
  summary: 'Take an announcement down (it stays in the table).',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const rows = await db.query(
      "UPDATE announcements SET status = 'hidden' WHERE merchant_id = $1 AND id = $2 RETURNING id",
      [id, Number(need(args, 1, 'notice id'))],
    );
    if (rows.length === 0) throw new OpsError('no such notice for this merchant');
    forgetAnnouncementLists(db, id);
    return `notice ${args.positional[1]} hidden`;
  },
};

const chatHide: OpsCommand = {
  name: 'chat hide',
  usage: 'chat hide <merchant> <message id>',
  summary: 'Remove a chat-room message (every open room drops it at once).',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const messageId = Number(need(args, 1, 'message id'));
    if (!Number.isSafeInteger(messageId) || messageId < 1) throw new OpsError('message id is a whole number');
    if (!(await hideChatMessage(db, id, messageId)))
      throw new OpsError('no such visible message for this merchant');
    return `message ${args.positional[1]} hidden`;
  },
};

const chatMute: OpsCommand = {
  name: 'chat mute',
  usage: 'chat mute <merchant> <username> <minutes>   (0 lifts it)',
  summary: 'Keep a member from posting in the chat room for a while (their open room shows it at once).',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const minutes = Number(need(args, 2, 'minutes'));
    if (!Number.isInteger(minutes) || minutes < 0) throw new OpsError('minutes is a whole number >= 0');
    if (!(await muteChatMember(db, id, need(args, 1, 'username'), minutes)))
      throw new OpsError('no such member for this merchant');
    return minutes === 0
      ? `${args.positional[1]} may post again`
      : `${args.positional[1]} muted for ${minutes} minutes`;
  },
};

const chatList: OpsCommand = {
  name: 'chat list',
  usage: 'chat list <merchant>',
  summary: 'The latest 30 chat-room messages with their ids.',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const rows = await db.query<Record<string, unknown>>(
      `SELECT c.id, m.username, c.body, c.created_at, c.hidden_at IS NOT NULL AS hidden
         FROM chat_messages c JOIN members m ON m.id = c.member_id
        WHERE c.merchant_id = $1 ORDER BY c.id DESC LIMIT 30`,
      [id],
    );
    return table(rows);
  },
};

const FEEDBACK_STATUSES = ['new', 'answered', 'closed'] as const;

/** The ops CLI as the operator audit records it. */
const CLI = { operatorId: null, actor: 'ops-cli', ip: 'cli' };

function feedbackIdOf(args: Parameters<OpsCommand['run']>[1]): number {
  const id = Number(need(args, 1, 'feedback id'));
  if (!Number.isSafeInteger(id) || id < 1) throw new OpsError('feedback id is a whole number');
  return id;
}

const feedbackList: OpsCommand = {
  name: 'feedback list',
  usage: 'feedback list <merchant> [--status new|answered|closed]',
  summary: 'Feedback and complaints: new ones oldest first, the others newest first.',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const status = flag(args, 'status') ?? 'new';
    if (!(FEEDBACK_STATUSES as readonly string[]).includes(status))
      throw new OpsError(`--status is one of ${FEEDBACK_STATUSES.join(', ')}`);
    const { items } = await feedbackCases(db, id, {
      status: status as (typeof FEEDBACK_STATUSES)[number],
      page: 1,
      pageSize: 50,
    });
    return table(
      items.map((f) => ({
        id: f.id,
        status: f.status,
        type: f.questionType,
        from: f.username ?? f.contact,
        content: f.content,
        created_at: f.createdAt,
      })),
    );
  },
};

const feedbackClose: OpsCommand = {
  name: 'feedback close',
  usage: 'feedback close <merchant> <id>',
  summary: 'Close feedback that needs nothing more (answered or not).',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const feedbackId = feedbackIdOf(args);
    await asOps(() => closeFeedback(db, id, feedbackId, CLI));
    return `feedback ${feedbackId} closed`;
  },
};

const feedbackReply: OpsCommand = {
  name: 'feedback reply',
  usage: 'feedback reply <merchant> <id> --text <reply>',
  summary: 'Answer feedback: the member reads the reply in "my feedback" and it shows as answered.',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const feedbackId = feedbackIdOf(args);
    const text = flag(args, 'text')?.trim();
    if (!text) throw new OpsError('--text is required');
    if (text.length > FEEDBACK_REPLY_MAX_CHARS)
      throw new OpsError(`--text is at most ${FEEDBACK_REPLY_MAX_CHARS} characters`);
    await asOps(() => answerFeedback(db, id, feedbackId, text, CLI));
    return `feedback ${feedbackId} answered`;
  },
};

export const contentCommands: OpsCommand[] = [
  noticePost,
  noticeList,
  noticeHide,
  chatList,
  chatHide,
  chatMute,
  feedbackList,
  feedbackReply,
  feedbackClose,
];
