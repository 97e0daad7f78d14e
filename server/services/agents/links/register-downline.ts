import { randomInt } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { registerDownline } from '../../../../schemas/api/agent-registration';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { enabledFlags } from '../../../domain/merchant-flags';
import { hashPassword } from '../../auth/password-hash';
import { refuseTaken } from '../../member/register';
import { enforceRule, registerRulesFor } from '../../registration/field-rules';
import { refuseAtLevelLimit } from '../team/agent-level';

type Input = Static<typeof registerDownline.request>;

/**
 * Direct registration (DIRECTREG3, docs/decisions/accounts-security.md): the agent opens
 * an account for a new direct downline with the merchant's username and password rules.
 * The member logs in with the password the agent gave it; nothing else is asked here.
 * An agent at the site's last agent level registers players only (AGENT_LEVEL_LIMIT).
 */
export async function registerDirectDownline(
  db: Database,
  merchant: Merchant,
  agentId: number,
  raw: Input,
): Promise<Static<typeof registerDownline.response>> {
  if (!enabledFlags(merchant).includes('DIRECTREG3'))
    throw new ApiError(403, 'DISABLED', 'Direct registration is not available on this site');
  const rules = registerRulesFor(merchant);
  const username = raw.username.trim();
  enforceRule('username', { ...rules.username, enabled: true, required: true }, username);
  enforceRule('password', { ...rules.password, enabled: true, required: true }, raw.password);
  if (raw.confirmPassword !== raw.password)
    throw new ApiError(400, 'VALIDATION', 'inconsistent_twice: the passwords do not match', [
      { field: 'confirmPassword', message: 'The two passwords do not match' },
    ]);
  await refuseTaken(db, merchant.id, username, null, null);
  const hash = await hashPassword(raw.password);
  try {
    await db.tx(async (q) => {
      if (raw.type === 'agent')
        await refuseAtLevelLimit(q, merchant, agentId, 'type', 'cannot register an agent at your level');
      await q.query(
        `INSERT INTO members (merchant_id, username, nickname, is_agent, upline_id, password_hash, password_changed_at,
         register_method, avatar)
       VALUES ($1, $2, $2, $3, $4, $5, now(), 'AGENT', $6)`,
        [merchant.id, username, raw.type === 'agent' ? 2 : 0, agentId, hash, `a${randomInt(1, 13)}`],
      );
    });
  } catch (err) {
    // Two registrations raced for one name: the unique index lets exactly one in.
    if ((err as { code?: string }).code === '23505')
      throw ApiError.conflict('This username is already taken', 'username');
    throw err;
  }
  return { username, type: raw.type };
}
