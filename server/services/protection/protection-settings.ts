import type { Merchant } from '../../domain/merchant';
import { ApiError } from '../../domain/api-error';
import { PROTECTION_TOOLS, type ProtectionTool } from '../../../schemas/api/protection-rules';

/**
 * platform.json `protection: { "limits": false, ... }` switches a tool off for a merchant. Every
 * tool is on unless switched off by name: a typo or a missing block never leaves players without
 * them. Switching a tool off stops new use; what members already set keeps holding
 * (docs/decisions/protection-switches.md).
 */
export function protectionTools(merchant: Merchant): Record<ProtectionTool, boolean> {
  const raw = merchant.settings.protection;
  const set = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(PROTECTION_TOOLS.map((t) => [t, set[t] !== false])) as Record<
    ProtectionTool,
    boolean
  >;
}

/** DISABLED when the merchant switched this tool off. */
export function requireTool(merchant: Merchant, tool: ProtectionTool): void {
  if (!protectionTools(merchant)[tool])
    throw ApiError.forbidden(
      'This site does not offer this tool; please contact customer service',
      'DISABLED',
    );
}
