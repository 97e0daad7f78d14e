import { bannerCommands } from './banner-commands';
import { cashierCommands } from './cashier-commands';
import { contentCommands } from './content-commands';
import { exclusionCommands } from './exclusion-commands';
import { statementCommands } from './statement-commands';
import { jackpotCommands } from './jackpot-commands';
import { kycCommands } from './kyc-commands';
import { memberAccountCommands } from './member-account-commands';
import { memberCommands } from './member-commands';
import { messageCommands } from './message-commands';
import { operatorCommands } from './operator-commands';
import { OpsError, parseOpsArgs, type OpsCommand, type OpsContext } from './ops-command';
import { rewardCommands } from './reward-commands';
import { pointCommands } from './point-commands';
import { pointItemCommands } from './point-item-commands';
import { siteCommands } from './site-commands';
import { siteVersionCommands } from './site-version-commands';
import { whitelabelCommands } from './whitelabel-commands';

/** Every ops command; a domain adds its list here. */
// prettier-ignore
export const opsCommands: OpsCommand[] = [
  ...siteCommands,
  ...siteVersionCommands,
  ...whitelabelCommands,
  ...contentCommands,
  ...bannerCommands,
  ...jackpotCommands,
  ...memberCommands,
  ...memberAccountCommands,
  ...cashierCommands,
  ...kycCommands,
  ...exclusionCommands,
  ...statementCommands,
  ...rewardCommands,
  ...pointCommands,
  ...pointItemCommands,
  ...messageCommands,
  ...operatorCommands,
];

export function helpText(): string {
  const width = Math.max(...opsCommands.map((c) => c.usage.length));
  return [
    'npm run ops -- <command>',
    '',
    ...opsCommands.map(
      (c) =>
        `  ${c.usage.padEnd(Math.min(width, 70))}  ${c.usage.length > 70 ? '\n' + ' '.repeat(74) : ''}${c.summary}`,
    ),
    '',
    'Settings changes reach every running server within 2 seconds. See docs/operations.md.',
  ].join('\n');
}

export interface OpsResult {
  ok: boolean;
  output: string;
  /** 0 done, 1 the command failed, 2 the command line was wrong. */
  exitCode: number;
}

/** Find the command whose name matches the most leading words, and run it. */
export async function runOps(ctx: OpsContext, argv: readonly string[]): Promise<OpsResult> {
  const words = argv.filter((a) => !a.startsWith('--'));
  const command = [...opsCommands]
    .sort((a, b) => b.name.split(' ').length - a.name.split(' ').length)
    .find((c) => c.name.split(' ').every((w, i) => words[i] === w));
  if (!command || argv.length === 0 || argv[0] === 'help') {
    return {
      ok: argv[0] === 'help' || argv.length === 0,
      output: helpText(),
      exitCode: argv.length === 0 || argv[0] === 'help' ? 0 : 2,
    };
  }
  const nameWords = command.name.split(' ').length;
  const rest = [...argv];
  for (let removed = 0; removed < nameWords;) {
    const i = rest.findIndex((a) => !a.startsWith('--'));
    rest.splice(i, 1);
    removed++;
  }
  try {
    return { ok: true, output: await command.run(ctx, parseOpsArgs(rest)), exitCode: 0 };
  } catch (err) {
    if (err instanceof OpsError)
      return { ok: false, output: `${err.message}\nusage: npm run ops -- ${command.usage}`, exitCode: 2 };
    return { ok: false, output: `failed: ${(err as Error).message}`, exitCode: 1 };
  }
}
