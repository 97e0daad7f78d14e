import { Type } from '@sinclair/typebox';
import { NoInput } from '../endpoint';
import { ANY_ROLE, defineOpsEndpoint, OPERATOR_ROLES } from './ops-endpoint';

/** The signed-in operator, as the back office shows it. */
export const OperatorView = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.Union(OPERATOR_ROLES.map((r) => Type.Literal(r))),
  /** The merchant code of an operator of one merchant; null for a platform-wide operator. */
  merchant: Type.Union([Type.String(), Type.Null()]),
});

export const opsSignIn = defineOpsEndpoint({
  id: 'backOffice.signIn',
  method: 'POST',
  path: '/ops/session/sign-in',
  token: false,
  encrypted: false,
  roles: [],
  summary:
    'Operator sign-in: username, password and the authenticator code together. Five wrong tries per account in 15 minutes lock it for the rest of the window.',
  request: Type.Object(
    {
      username: Type.String({ minLength: 1, maxLength: 64 }),
      password: Type.String({ minLength: 1, maxLength: 128 }),
      /** The six digits the authenticator app shows now. */
      code: Type.String({ minLength: 1, maxLength: 12 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    /** Opaque session token, sent back as `Authorization: Bearer`. */
    token: Type.String(),
    operator: OperatorView,
    /** Minutes without a call after which the session ends. */
    idleMinutes: Type.Integer(),
  }),
});

export const opsSignOut = defineOpsEndpoint({
  id: 'backOffice.signOut',
  method: 'POST',
  path: '/ops/session/sign-out',
  token: true,
  encrypted: false,
  roles: ANY_ROLE,
  summary: 'End this operator session.',
  request: NoInput,
  response: Type.Object({ signedOut: Type.Boolean() }),
});

export const opsMe = defineOpsEndpoint({
  id: 'backOffice.me',
  method: 'GET',
  path: '/ops/session/me',
  token: true,
  encrypted: false,
  roles: ANY_ROLE,
  summary: 'The operator of this session.',
  request: NoInput,
  response: Type.Object({ operator: OperatorView, idleMinutes: Type.Integer() }),
});

export const OperatorSessionView = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  userAgent: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  /** The session making this call. */
  current: Type.Boolean(),
});

export const opsSessions = defineOpsEndpoint({
  id: 'backOffice.sessions',
  method: 'GET',
  path: '/ops/session/list',
  token: true,
  encrypted: false,
  roles: ANY_ROLE,
  summary: "The signed-in operator's live sessions, newest first.",
  request: NoInput,
  response: Type.Object({ items: Type.Array(OperatorSessionView) }),
});

export const opsRevokeSession = defineOpsEndpoint({
  id: 'backOffice.revokeSession',
  method: 'POST',
  path: '/ops/session/revoke',
  token: true,
  encrypted: false,
  roles: ANY_ROLE,
  summary: 'End one of your own sessions (another browser or device).',
  request: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: Type.Object({ revoked: Type.Boolean() }),
});
