import { Type } from '@sinclair/typebox';
import { Paging } from '../money-shapes';
import {
  NOTICE_CATEGORY_MAX,
  NOTICE_CONTENT_MAX,
  NOTICE_EDITORS,
  NOTICE_READERS,
  NOTICE_STATES,
  NOTICE_TITLE_MAX,
  NOTICE_TYPES,
} from './content-rules';
import { defineOpsEndpoint } from './ops-endpoint';

export const NoticeType = Type.Union(NOTICE_TYPES.map((t) => Type.Literal(t)));
export const NoticeState = Type.Union(NOTICE_STATES.map((s) => Type.Literal(s)));

/** A text per language, as the portal's languages name them (each optional). */
const localizedInput = (maxLength: number) =>
  Type.Object(
    {
      EN: Type.Optional(Type.String({ maxLength })),
      CN: Type.Optional(Type.String({ maxLength })),
      VI: Type.Optional(Type.String({ maxLength })),
      JA: Type.Optional(Type.String({ maxLength })),
      TH: Type.Optional(Type.String({ maxLength })),
      TY: Type.Optional(Type.String({ maxLength })),
      ID: Type.Optional(Type.String({ maxLength })),
    },
    { additionalProperties: false },
  );

export const Notice = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  type: NoticeType,
  state: NoticeState,
  /** Plain text per language. */
  title: Type.Record(Type.String(), Type.String()),
  /** HTML per language as the portal serves it (cleaned); the back office shows it as text. */
  content: Type.Record(Type.String(), Type.String()),
  category: Type.Union([Type.String(), Type.Null()]),
  /** When it starts showing (its publication time). */
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const opsNotices = defineOpsEndpoint({
  id: 'backOffice.notices',
  method: 'GET',
  path: '/ops/notices',
  token: true,
  encrypted: false,
  roles: NOTICE_READERS,
  summary:
    'The merchant’s announcements of every type (agents’ too), newest first, each shown, scheduled, ended or hidden. An operator of one merchant sees only its own.',
  request: Type.Object(
    {
      type: Type.Optional(NoticeType),
      state: Type.Optional(NoticeState),
      /** A merchant code; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      ...Paging,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(Notice), total: Type.Integer() }),
});

export const opsNoticePost = defineOpsEndpoint({
  id: 'backOffice.noticePost',
  method: 'POST',
  path: '/ops/notices/post',
  token: true,
  encrypted: false,
  roles: NOTICE_EDITORS,
  summary:
    'Publish an announcement: a title and content per language (content is HTML, cleaned when saved), its type, and an optional window; the portal shows it at once (or when its window begins).',
  request: Type.Object(
    {
      /** Required of a platform-wide operator; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      type: NoticeType,
      title: localizedInput(NOTICE_TITLE_MAX),
      content: localizedInput(NOTICE_CONTENT_MAX),
      category: Type.Optional(Type.String({ minLength: 1, maxLength: NOTICE_CATEGORY_MAX })),
      startsAt: Type.Optional(Type.String({ format: 'date-time' })),
      endsAt: Type.Optional(Type.String({ format: 'date-time' })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ notice: Notice }),
});

export const opsNoticeHide = defineOpsEndpoint({
  id: 'backOffice.noticeHide',
  method: 'POST',
  path: '/ops/notices/hide',
  token: true,
  encrypted: false,
  roles: NOTICE_EDITORS,
  summary: 'Take an announcement down (it stays listed as hidden); hiding it twice changes nothing.',
  request: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: Type.Object({ notice: Notice }),
});
