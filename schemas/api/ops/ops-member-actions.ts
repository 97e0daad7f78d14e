import { Type } from '@sinclair/typebox';
import {
  MEMBER_ACTORS,
  MEMBER_LABEL_MAX,
  MEMBER_LABELS_MAX,
  MEMBER_MESSAGE_BODY_MAX,
  MEMBER_MESSAGE_TITLE_MAX,
  MEMBER_REASON_MAX,
} from './member-action-rules';
import { defineOpsEndpoint } from './ops-endpoint';

const Reason = Type.String({ minLength: 1, maxLength: MEMBER_REASON_MAX });

/** The member an action is for, by id; a member of another merchant answers NOT_FOUND. */
const Target = { id: Type.Integer({ minimum: 1 }) };

export const MemberAccountState = Type.Object({
  /** `active`, `locked`, `closed`. */
  status: Type.String(),
  /** How many of the member's sessions this call ended. */
  sessionsEnded: Type.Integer({ minimum: 0 }),
});

export const opsMemberLock = defineOpsEndpoint({
  id: 'backOffice.memberLock',
  method: 'POST',
  path: '/ops/members/lock',
  token: true,
  encrypted: false,
  roles: MEMBER_ACTORS,
  summary:
    'Lock an active member with a reason: every session of theirs ends at once and logging in is refused until unlocked. A member already locked or closed answers CONFLICT.',
  request: Type.Object({ ...Target, reason: Reason }, { additionalProperties: false }),
  response: MemberAccountState,
});

export const opsMemberUnlock = defineOpsEndpoint({
  id: 'backOffice.memberUnlock',
  method: 'POST',
  path: '/ops/members/unlock',
  token: true,
  encrypted: false,
  roles: MEMBER_ACTORS,
  summary:
    'Unlock a locked member with a reason: they may log in again. A member not locked answers CONFLICT (a closed account is never reopened this way).',
  request: Type.Object({ ...Target, reason: Reason }, { additionalProperties: false }),
  response: MemberAccountState,
});

export const opsMemberEndSessions = defineOpsEndpoint({
  id: 'backOffice.memberEndSessions',
  method: 'POST',
  path: '/ops/members/end-sessions',
  token: true,
  encrypted: false,
  roles: MEMBER_ACTORS,
  summary:
    'End every live session of a member (each device and tab is signed out at its next call; chat closes at once). The account stays open.',
  request: Type.Object(Target, { additionalProperties: false }),
  response: MemberAccountState,
});

export const opsMemberMessage = defineOpsEndpoint({
  id: 'backOffice.memberMessage',
  method: 'POST',
  path: '/ops/members/message',
  token: true,
  encrypted: false,
  roles: MEMBER_ACTORS,
  summary:
    'Put a plain-text notice in a member’s inbox, shown in every language. A trial account has no inbox (VALIDATION).',
  request: Type.Object(
    {
      ...Target,
      title: Type.String({ minLength: 1, maxLength: MEMBER_MESSAGE_TITLE_MAX }),
      body: Type.String({ minLength: 1, maxLength: MEMBER_MESSAGE_BODY_MAX }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ messageId: Type.Integer() }),
});

export const opsMemberResetPassword = defineOpsEndpoint({
  id: 'backOffice.memberResetPassword',
  method: 'POST',
  path: '/ops/members/reset-password',
  token: true,
  encrypted: false,
  roles: MEMBER_ACTORS,
  summary:
    'Give a member who lost their password a one-time password, answered once and never stored: every session of theirs ends and their next login must choose a new password. A lock from wrong guesses is lifted. A closed account answers CONFLICT.',
  request: Type.Object({ ...Target, reason: Reason }, { additionalProperties: false }),
  response: Type.Object({
    temporaryPassword: Type.String(),
    sessionsEnded: Type.Integer({ minimum: 0 }),
  }),
});

export const opsMemberLabels = defineOpsEndpoint({
  id: 'backOffice.memberLabels',
  method: 'POST',
  path: '/ops/members/labels',
  token: true,
  encrypted: false,
  roles: MEMBER_ACTORS,
  summary: `Replace a member's labels (at most ${MEMBER_LABELS_MAX}, each at most ${MEMBER_LABEL_MAX} letters, digits, spaces, dots, dashes or underscores; an empty list removes them all). Each is trimmed, and labels equal but for case are kept once. The member's next login and member info answer them as memberLabel, and the sites' memberLabel conditions read them. Audited when they change.`,
  request: Type.Object(
    {
      ...Target,
      labels: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ labels: Type.Array(Type.String()) }),
});
