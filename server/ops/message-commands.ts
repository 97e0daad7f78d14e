import { LANGUAGES } from '../../schemas/site/constants';
import { sendToAllMembers, type MemberMessageCategory } from '../services/messages/send-message';
import { sendOperatorMessage } from '../services/operators/member-message';
import { asOps } from './cashier-commands';
import { cliMemberActor, memberIdOf } from './member-account-commands';
import { flag, merchantIdOf, need, OpsError, type OpsArgs, type OpsCommand } from './ops-command';

const CATEGORIES: MemberMessageCategory[] = ['notice', 'promotion'];

function text(args: OpsArgs, name: string): string {
  const v = flag(args, name)?.trim();
  if (!v) throw new OpsError(`--${name} is required`);
  return v;
}

const messageSend: OpsCommand = {
  name: 'message send',
  usage:
    'message send <merchant> (--to <username> | --all) --title <text> --body <text> [--language EN] [--category notice|promotion] [--by <operator>]',
  summary:
    'Put a plain-text message in one member’s inbox (messageV2), or in every real member’s. Without --language it is shown in every language.',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const to = flag(args, 'to');
    const all = args.flags.all === true;
    if (!to === !all) throw new OpsError('name one member with --to <username>, or --all');
    const title = text(args, 'title');
    const body = text(args, 'body');
    const language = (flag(args, 'language') ?? 'EN').toUpperCase();
    if (!(LANGUAGES as readonly string[]).includes(language))
      throw new OpsError(`--language is one of ${LANGUAGES.join(', ')}`);
    const category = (flag(args, 'category') ?? 'notice') as MemberMessageCategory;
    if (!CATEGORIES.includes(category)) throw new OpsError(`--category is one of ${CATEGORIES.join(', ')}`);
    if ([...title].length > 120) throw new OpsError('--title is at most 120 characters');
    if ([...body].length > 4000) throw new OpsError('--body is at most 4000 characters');
    // A text in one language is what every language shows (the inbox falls back to English).
    const localized = (v: string) => (language === 'EN' ? { EN: v } : { EN: v, [language]: v });
    const source = `ops:${flag(args, 'by') ?? process.env.USER ?? 'operator'}`;
    const message = { category, title: localized(title), body: localized(body) };
    if (all) {
      const n = await sendToAllMembers(db, merchantId, { ...message, source });
      return `message sent to ${n} member${n === 1 ? '' : 's'}`;
    }
    // One member: the back office's service, audited as the ops CLI.
    const memberId = await memberIdOf(db, merchantId, to as string);
    const id = await asOps(() =>
      sendOperatorMessage(db, cliMemberActor(args, merchantId), memberId, message),
    );
    return `message m${id} sent to ${to}`;
  },
};

export const messageCommands: OpsCommand[] = [messageSend];
