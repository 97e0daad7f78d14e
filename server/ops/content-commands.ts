import { LANGUAGES } from '../../schemas/site/constants';
import { flag, merchantIdOf, need, OpsError, table, type OpsCommand } from './ops-command';
import {
  NOTICE_STATES,
  NOTICE_TYPES,
  type NoticeState,
  type NoticeType,
} from '../../schemas/api/ops/content-rules';
import { chatLines, hideChatMessage, muteChatMember } from '../services/chat/moderation';
import { pickText } from '../services/content/localized-text';
import { hideNotice, listNotices, postNotice } from '../services/content/notice-desk';
import { FEEDBACK_REPLY_MAX_CHARS } from '../../schemas/api/ops/reply-rules';
import { answerFeedback, closeFeedback, feedbackCases } from '../services/operators/feedback-desk';
import { asOps } from './cashier-commands';

/** The ops CLI as the operator audit records it. */
const CLI = { operatorId: null, actor: 'ops-cli', ip: 'cli' };

/** A time flag, or undefined when not given. */
function timeFlag(args: Parameters<OpsCommand['run']>[1], name: string): Date | undefined {
  const text = flag(args, name);
  if (text === undefined) return undefined;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new OpsError(`--${name} must be an ISO time`);
  return at;
}

/** `--title` in `--lang` (default EN), or `--title-json '{"EN": "...", "CN": "..."}'`. */
function localized(args: Parameters<OpsCommand['run']>[1], name: string): Record<string, string> {
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
  if (text === undefined) throw new OpsError(`--${name} is required`);
  const lang = (flag(args, 'lang') ?? 'EN').toUpperCase();
  if (!(LANGUAGES as readonly string[]).includes(lang))
    throw new OpsError(`--lang is one of ${LANGUAGES.join(', ')}`);
  return { [lang]: text };
}

const noticePost: OpsCommand = {
  name: 'notice post',
  usage: `notice post <merchant> --title <text> --content <html> [--type ${NOTICE_TYPES.join('|')}] [--lang EN] [--starts <ISO time>] [--ends <ISO time>] [--category <key>]`,
  summary:
    'Publish an announcement (B bulletin by default; PU shows as a popup, PR as a promotion, AG to agents only); its HTML is cleaned of scripts when saved.',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const type = (flag(args, 'type') ?? 'B').toUpperCase();
    if (!(NOTICE_TYPES as readonly string[]).includes(type))
      throw new OpsError(`--type is one of ${NOTICE_TYPES.join(', ')}`);
    const notice = await asOps(() =>
      postNotice(
        db,
        id,
        {
          type,
          title: localized(args, 'title'),
          content: localized(args, 'content'),
          category: flag(args, 'category'),
          startsAt: timeFlag(args, 'starts'),
          endsAt: timeFlag(args, 'ends'),
        },
        CLI,
      ),
    );
    return `notice ${notice.id} posted (${type})${notice.state === 'scheduled' ? `, shows from ${notice.startsAt}` : ''}`;
  },
};

const noticeList: OpsCommand = {
  name: 'notice list',
  usage: `notice list <merchant> [--type B] [--state ${NOTICE_STATES.join('|')}]`,
  summary: 'Announcements of every type, newest first, with where they stand.',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const type = flag(args, 'type')?.toUpperCase();
    if (type !== undefined && !(NOTICE_TYPES as readonly string[]).includes(type))
      throw new OpsError(`--type is one of ${NOTICE_TYPES.join(', ')}`);
    const state = flag(args, 'state');
    if (state !== undefined && !(NOTICE_STATES as readonly string[]).includes(state))
      throw new OpsError(`--state is one of ${NOTICE_STATES.join(', ')}`);
    const { items } = await listNotices(db, id, {
      ...(type ? { type: type as NoticeType } : {}),
      ...(state ? { state: state as NoticeState } : {}),
      page: 1,
      pageSize: 50,
    });
    return table(
      items.map((n) => ({
        id: n.id,
        type: n.type,
        state: n.state,
        title: pickText(n.title, 'EN'),
        starts_at: n.startsAt,
        ends_at: n.endsAt,
      })),
    );
  },
};

const noticeHide: OpsCommand = {
  name: 'notice hide',
  usage: 'notice hide <merchant> <id>',
  summary: 'Take an announcement down (it stays listed as hidden).',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const noticeId = wholeNumber(need(args, 1, 'notice id'), 'notice id');
    await asOps(() => hideNotice(db, id, noticeId, CLI));
    return `notice ${noticeId} hidden`;
  },
};

function wholeNumber(text: string, what: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) throw new OpsError(`${what} is a whole number`);
  return n;
}

const chatHide: OpsCommand = {
  name: 'chat hide',
  usage: 'chat hide <merchant> <message id>',
  summary: 'Remove a chat-room message (every open room drops it at once).',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const messageId = wholeNumber(need(args, 1, 'message id'), 'message id');
    const { changed } = await asOps(() => hideChatMessage(db, id, messageId, CLI));
    if (!changed) throw new OpsError(`message ${messageId} is already hidden`);
    return `message ${messageId} hidden`;
  },
};

const chatMute: OpsCommand = {
  name: 'chat mute',
  usage: 'chat mute <merchant> <username> <minutes>   (0 lifts it)',
  summary: 'Keep a member from posting in the chat room for a while (their open room shows it at once).',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const minutes = Number(need(args, 2, 'minutes'));
    const username = need(args, 1, 'username');
    await asOps(() => muteChatMember(db, id, { username }, minutes, CLI));
    return minutes === 0 ? `${username} may post again` : `${username} muted for ${minutes} minutes`;
  },
};

const chatList: OpsCommand = {
  name: 'chat list',
  usage: 'chat list <merchant>',
  summary: 'The latest 30 chat-room messages with their ids, newest first.',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const { items } = await chatLines(db, id, { page: 1, pageSize: 30 });
    return table(
      items.map((c) => ({
        id: c.id,
        username: c.username,
        body: c.body,
        created_at: c.createdAt,
        hidden: c.hidden,
      })),
    );
  },
};

const FEEDBACK_STATUSES = ['new', 'answered', 'closed'] as const;

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
