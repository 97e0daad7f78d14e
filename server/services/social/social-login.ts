import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import type { Merchant } from '../../domain/merchant';
import { enabledFlags } from '../../domain/merchant-flags';
import { completeLogin, type LoginResultValue } from '../auth/login-result';
import { refuseInactive } from '../auth/login';
import { memberById } from '../member/member-row';
import { requestOrigin } from '../system/permission';
import { holdSignUp, identityOf, newSocialMember, phoneVerifiedSignUp } from './social-sign-up';

/** One provider of a merchant (`merchants.settings.socialProviders`). */
export interface SocialProviderConfig {
  id: string;
  name: string;
  /** The provider's issuer URL; its discovery document is read from there. */
  issuer: string;
  clientId: string;
  /** The client secret; or SOCIAL_SECRET_<MERCHANT>_<ID> in the environment (preferred). */
  clientSecret?: string;
}

const LOGIN_MINUTES = 10;
const TICKET_MINUTES = 2;
const CALLBACK_PATH = '/wps/session/social/callback';

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** The merchant's providers, when SOCIALLOGIN3 is on. */
export function socialProviders(merchant: Merchant): SocialProviderConfig[] {
  if (!enabledFlags(merchant).includes('SOCIALLOGIN3')) return [];
  const list = merchant.settings.socialProviders;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (p): p is SocialProviderConfig =>
      typeof p === 'object' &&
      p !== null &&
      typeof p.id === 'string' &&
      typeof p.issuer === 'string' &&
      typeof p.clientId === 'string',
  );
}

function providerOf(merchant: Merchant, id: string): SocialProviderConfig {
  const p = socialProviders(merchant).find((x) => x.id === id);
  if (!p) throw new ApiError(403, 'DISABLED', 'This sign-in provider is not available on this site');
  return p;
}

function secretOf(merchant: Merchant, p: SocialProviderConfig): string | undefined {
  const env = process.env[`SOCIAL_SECRET_${merchant.code}_${p.id}`.toUpperCase().replace(/[^A-Z0-9_]/g, '_')];
  return env ?? p.clientSecret;
}

const configs = new Map<string, Promise<oidc.Configuration>>();

/** The provider's configuration from its discovery document, cached per merchant and provider. */
function configOf(merchant: Merchant, p: SocialProviderConfig): Promise<oidc.Configuration> {
  const key = `${merchant.id}|${p.id}|${p.issuer}|${p.clientId}`;
  let c = configs.get(key);
  if (!c) {
    const issuer = new URL(p.issuer);
    // Plain http only for a provider on this machine (development and tests).
    const local =
      issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    c = oidc
      .discovery(
        issuer,
        p.clientId,
        secretOf(merchant, p),
        undefined,
        local ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        configs.delete(key);
        throw err;
      });
    configs.set(key, c);
  }
  return c;
}

/** The authorisation URL for the browser: state, nonce and a PKCE challenge, kept for 10 minutes. */
export async function startSocial(ctx: CallContext, providerId: string): Promise<{ url: string }> {
  const p = providerOf(ctx.merchant, providerId);
  const config = await configOf(ctx.merchant, p).catch(() => {
    throw new ApiError(503, 'UNAVAILABLE', 'The sign-in provider cannot be reached right now');
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const redirectUri = `${requestOrigin(ctx)}${CALLBACK_PATH}`;
  await ctx.deps.db.query(
    `INSERT INTO social_logins (state_hash, merchant_id, provider, code_verifier, nonce, redirect_uri, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [sha256(state), ctx.merchant.id, p.id, verifier, nonce, redirectUri, LOGIN_MINUTES],
  );
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href };
}

/**
 * The provider sent the browser back: check state, nonce and PKCE through the token
 * exchange, link or create the member, and answer a one-time ticket for the portal.
 */
export async function finishSocial(
  ctx: CallContext,
  callbackUrl: URL,
): Promise<{ kind: 'signed-in' | 'sign-up'; ticket: string }> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  const rows = await ctx.deps.db.query<{
    provider: string;
    code_verifier: string;
    nonce: string;
    redirect_uri: string;
  }>(
    `UPDATE social_logins SET used_at = now()
      WHERE state_hash = $1 AND merchant_id = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING provider, code_verifier, nonce, redirect_uri`,
    [sha256(state), ctx.merchant.id],
  );
  const pending = rows[0];
  if (!pending) throw new ApiError(400, 'CODE_EXPIRED', 'This sign-in has expired; please try again');
  const p = providerOf(ctx.merchant, pending.provider);
  const config = await configOf(ctx.merchant, p);
  // The token exchange must name the same redirect URI the authorisation used.
  const current = new URL(pending.redirect_uri);
  current.search = callbackUrl.search;
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: pending.code_verifier,
    expectedState: state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims?.sub) throw new ApiError(400, 'CODE_INVALID', 'The provider did not say who you are');
  // Profile and e-mail claims usually come from the UserInfo endpoint, for the same subject only.
  const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub).catch(() => ({}));
  const claims = { ...info, ...idClaims };
  const memberId = await linkedMember(ctx, p.id, claims.sub);
  // A new player on a site that verifies phones at sign-up proves a number first (R4.12).
  if (memberId === undefined && phoneVerifiedSignUp(ctx.merchant))
    return { kind: 'sign-up', ticket: await holdSignUp(ctx, p.id, identityOf(claims)) };
  const member = memberId ?? (await newSocialMember(ctx, p.id, identityOf(claims)));
  const ticket = randomBytes(32).toString('base64url');
  await ctx.deps.db.query(
    `INSERT INTO social_tickets (ticket_hash, merchant_id, member_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [sha256(ticket), ctx.merchant.id, member, TICKET_MINUTES],
  );
  return { kind: 'signed-in', ticket };
}

async function linkedMember(
  ctx: CallContext,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const known = await ctx.deps.db.query<{ member_id: number }>(
    'SELECT member_id FROM social_identities WHERE merchant_id = $1 AND provider = $2 AND subject = $3',
    [ctx.merchant.id, provider, subject],
  );
  return known[0]?.member_id;
}

/** Trade the ticket for a session (once, within two minutes). */
export async function completeSocial(ctx: CallContext, ticket: string): Promise<LoginResultValue> {
  const rows = await ctx.deps.db.query<{ member_id: number }>(
    `UPDATE social_tickets SET used_at = now()
      WHERE ticket_hash = $1 AND merchant_id = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING member_id`,
    [sha256(ticket), ctx.merchant.id],
  );
  const memberId = rows[0]?.member_id;
  const member =
    memberId === undefined ? undefined : await memberById(ctx.deps.db, ctx.merchant.id, memberId);
  if (!member) throw new ApiError(400, 'CODE_EXPIRED', 'This sign-in has expired; please try again');
  refuseInactive(member);
  return ctx.deps.db.tx((q) =>
    completeLogin(q, ctx.merchant, member, { loginType: 'social', ip: ctx.ip, userAgent: ctx.userAgent }),
  );
}
