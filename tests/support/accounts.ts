import type { InjectOptions } from 'fastify';
import { sealPayload } from '../../src/api/seal-payload';
import type { TestServer } from './test-server';

export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
  errors?: { field: string; message: string }[];
  /** True when a money call answered a retry with its first answer. */
  replayed?: boolean;
}

async function payloadKey(server: TestServer, merchant: string): Promise<string> {
  const [row] = await server.deps.db.query<{ payload_key: string }>(
    'SELECT payload_key FROM merchants WHERE code = $1',
    [merchant],
  );
  if (!row) throw new Error(`No merchant ${merchant}`);
  return row.payload_key;
}

/** Call an endpoint as the portal would: sealed when encrypted, JSON or query otherwise. */
export async function api<T = Record<string, unknown>>(
  server: TestServer,
  opts: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: Record<string, unknown>;
    encrypted?: boolean;
    token?: string;
    merchant?: string;
    ip?: string;
    form?: boolean;
  },
): Promise<Envelope<T> & { status: number }> {
  const merchant = opts.merchant ?? 'aurora';
  const inject: InjectOptions & { token?: string; merchant?: string } = {
    method: opts.method,
    url: opts.url,
    merchant,
    ...(opts.token ? { token: opts.token } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  };
  if (opts.method === 'GET' || opts.method === 'DELETE') {
    if (opts.body)
      inject.query = Object.fromEntries(Object.entries(opts.body).map(([k, v]) => [k, String(v)]));
  } else if (opts.form) {
    inject.payload = new URLSearchParams(opts.body as Record<string, string>).toString();
    inject.headers = { 'content-type': 'application/x-www-form-urlencoded' };
  } else {
    inject.payload = opts.encrypted
      ? sealPayload(await payloadKey(server, merchant), opts.body ?? {})
      : (opts.body ?? {});
  }
  const res = await server.call(inject);
  return { ...(res.json() as Envelope<T>), status: res.statusCode };
}

/** A captcha with its answer (the dev outbox remembers what it drew). */
export async function solvedCaptcha(
  server: TestServer,
  ip = '127.0.0.1',
): Promise<{ captchaId: string; captcha: string }> {
  // One captcha per second per client: a fresh user agent is a fresh client.
  const res = await server.call({
    method: 'GET',
    url: '/wps/captcha',
    headers: { 'user-agent': `test-${Math.random()}` },
    remoteAddress: ip,
  });
  const { captchaId } = (res.json() as Envelope<{ captchaId: string }>).value;
  const answer = server.deps.devOutbox?.captchaAnswer(captchaId);
  if (!answer) throw new Error('No captcha answer recorded (devOutbox off?)');
  return { captchaId, captcha: answer };
}

export interface LoginValue {
  token: string;
  customerId: number;
  cpw: boolean;
  captcha: boolean;
  isAgent: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  username: string;
  memberLabel: string[];
  challenge?: { ticket: string; methods: string[] };
}

let counter = 0;
/** A unique valid username (letters then digits, 6-16). */
export function newUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`;
}

/** Register by username through the real call, with a solved captcha; answers the login value. */
export async function registerByUsername(
  server: TestServer,
  fields: Record<string, unknown> = {},
  merchant = 'aurora',
): Promise<Envelope<LoginValue> & { status: number; username: string; password: string }> {
  const username = (fields.username as string | undefined) ?? newUsername();
  const password = (fields.password as string | undefined) ?? 'Secret123!';
  const res = await api<LoginValue>(server, {
    method: 'PUT',
    url: '/wps/member/register',
    encrypted: true,
    merchant,
    body: {
      username,
      password,
      confirmPassword: password,
      ageConfirmed: true,
      login: true,
      registerMethod: 'WEB',
      ...(await solvedCaptcha(server)),
      ...fields,
    },
  });
  return { ...res, username, password };
}

export async function loginByPassword(
  server: TestServer,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  ip?: string,
) {
  return api<LoginValue>(server, {
    method: 'POST',
    url: '/wps/session/login',
    encrypted: true,
    body: { type: 'username', username, password, ...extra },
    ...(ip ? { ip } : {}),
  });
}

/** The newest SMS sent to a number, and the code in it. */
export async function lastSmsCode(server: TestServer, to: string): Promise<string | undefined> {
  const rows = await server.deps.db.query<{ body: string }>(
    'SELECT body FROM sms_outbox WHERE to_number = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  return /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
}

/** Turn merchant flags on or off (the settings cache is dropped). */
export async function setFlags(server: TestServer, flags: Record<string, boolean>, merchant = 'aurora') {
  await server.deps.db.query(
    `UPDATE merchants SET settings = jsonb_set(settings, '{flags}', COALESCE(settings->'flags', '{}'::jsonb) || $2::jsonb)
      WHERE code = $1`,
    [merchant, JSON.stringify(flags)],
  );
  server.deps.merchants.invalidate();
}

export async function setSetting(server: TestServer, key: string, value: unknown, merchant = 'aurora') {
  await server.deps.db.query(
    `UPDATE merchants SET settings = settings || jsonb_build_object($2::text, $3::jsonb) WHERE code = $1`,
    [merchant, key, JSON.stringify(value)],
  );
  server.deps.merchants.invalidate();
}
