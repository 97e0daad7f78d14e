import fs from 'node:fs';
import { BANNER_LINK_TYPES, BANNER_STATES } from '../../schemas/api/ops/banner-rules';
import { LANGUAGES } from '../../schemas/site/constants';
import { declaredBannerGroups, declaredGroup } from '../services/content/banner-groups';
import {
  groupBanners,
  orderBanners,
  saveBanner,
  setBannerHidden,
  storeBannerImage,
  type BannerDraft,
} from '../services/content/banner-desk';
import { pickText } from '../services/content/localized-text';
import { asOps } from './cashier-commands';
import {
  flag,
  merchantIdOf,
  need,
  OpsError,
  table,
  type OpsArgs,
  type OpsCommand,
  type OpsContext,
} from './ops-command';

/** The ops CLI as the operator audit records it. */
const CLI = { operatorId: null, actor: 'ops-cli', ip: 'cli' };

async function merchantOf(ctx: OpsContext, args: OpsArgs) {
  const code = need(args, 0, 'merchant');
  const merchant = { id: await merchantIdOf(ctx.db, code), code };
  return {
    merchant,
    groups: await declaredBannerGroups(
      { db: ctx.db, config: { whitelabelsDir: ctx.whitelabelsDir } },
      merchant,
    ),
  };
}

function wholeNumber(text: string, what: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) throw new OpsError(`${what} is a whole number`);
  return n;
}

function timeFlag(args: OpsArgs, name: string): Date | undefined {
  const text = flag(args, name);
  if (text === undefined) return undefined;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new OpsError(`--${name} must be an ISO time`);
  return at;
}

/** A text flag in `--lang` (default EN), or undefined when not given. */
function textFlag(args: OpsArgs, name: string): Record<string, string> | undefined {
  const text = flag(args, name);
  if (text === undefined) return undefined;
  const lang = (flag(args, 'lang') ?? 'EN').toUpperCase();
  if (!(LANGUAGES as readonly string[]).includes(lang))
    throw new OpsError(`--lang is one of ${LANGUAGES.join(', ')}`);
  return { [lang]: text };
}

/** `--image` is a file to upload, or an address an upload answered. */
async function imageOf(ctx: OpsContext, merchantId: number, given: string): Promise<string> {
  if (given.startsWith('/wps/')) return given;
  if (!fs.existsSync(given)) throw new OpsError(`--image: no file ${given}`);
  return (await asOps(() => storeBannerImage(ctx.db, merchantId, fs.readFileSync(given), CLI))).image;
}

/** The draft's fields the flags give (the rest from `base`, when editing). */
async function draftOf(
  ctx: OpsContext,
  merchantId: number,
  args: OpsArgs,
  base: BannerDraft,
): Promise<BannerDraft> {
  const image = flag(args, 'image');
  const languages = flag(args, 'languages');
  const starts = timeFlag(args, 'starts');
  const ends = timeFlag(args, 'ends');
  const linkType = flag(args, 'link-type');
  const link = flag(args, 'link');
  return {
    ...base,
    ...(image ? { image: await imageOf(ctx, merchantId, image) } : {}),
    title: { ...base.title, ...textFlag(args, 'title') },
    subtitle: { ...base.subtitle, ...textFlag(args, 'subtitle') },
    cta: { ...base.cta, ...textFlag(args, 'cta') },
    ...(linkType ? { linkType } : {}),
    ...(link !== undefined ? { link } : {}),
    ...(starts ? { startsAt: starts } : {}),
    ...(ends ? { endsAt: ends } : {}),
    ...(languages !== undefined
      ? { languages: languages === 'all' ? [] : languages.split(',').map((l) => l.trim().toUpperCase()) }
      : {}),
  };
}

const FLAGS = `[--lang EN] [--subtitle <text>] [--cta <text>] [--link-type ${BANNER_LINK_TYPES.join('|')}] [--link <path|url|promotion id>] [--starts <ISO time>] [--ends <ISO time>] [--languages EN,CN|all]`;

const bannerList: OpsCommand = {
  name: 'banner list',
  usage: 'banner list <merchant> [<group>]',
  summary: `A group's banners in display order (${BANNER_STATES.join(', ')}); without a group, the site's groups.`,
  async run(ctx, args) {
    const { merchant, groups } = await merchantOf(ctx, args);
    const group = args.positional[1];
    if (group === undefined)
      return table(groups.map((g) => ({ group: g.group, aspect_ratio: g.aspectRatio })));
    await asOps(async () => declaredGroup(groups, group, 'group'));
    return table(
      (await groupBanners(ctx.db, merchant.id, group)).map((b) => ({
        id: b.id,
        position: b.position,
        state: b.state,
        title: pickText(b.title, 'EN'),
        link: b.linkType === 'none' ? '' : `${b.linkType} ${b.link ?? ''}`,
        languages: b.languages?.join(',') ?? 'all',
        image: b.image,
      })),
    );
  },
};

const bannerUpload: OpsCommand = {
  name: 'banner upload',
  usage: 'banner upload <merchant> <file>',
  summary:
    'Store a banner picture (png, jpg or webp, proved by its bytes; at most 2 MB) and print its address.',
  async run(ctx, args) {
    const { merchant } = await merchantOf(ctx, args);
    const file = need(args, 1, 'file');
    if (!fs.existsSync(file)) throw new OpsError(`no file ${file}`);
    const stored = await asOps(() => storeBannerImage(ctx.db, merchant.id, fs.readFileSync(file), CLI));
    return `${stored.image} (${stored.type}, ${stored.width}×${stored.height}, ${stored.bytes} bytes)`;
  },
};

const bannerAdd: OpsCommand = {
  name: 'banner add',
  usage: `banner add <merchant> <group> --image <file|address> --title <text> ${FLAGS}`,
  summary: 'Add a banner at the end of a group; the portal shows it at once (or when its window begins).',
  async run(ctx, args) {
    const { merchant, groups } = await merchantOf(ctx, args);
    const group = need(args, 1, 'group');
    if (flag(args, 'image') === undefined) throw new OpsError('--image is required');
    if (flag(args, 'title') === undefined) throw new OpsError('--title is required');
    const draft = await draftOf(ctx, merchant.id, args, { group, image: '', title: {}, linkType: 'none' });
    const banner = await asOps(() => saveBanner(ctx.db, merchant.id, groups, draft, CLI));
    return `banner ${banner.id} added to ${group} at position ${banner.position} (${banner.state})`;
  },
};

const bannerEdit: OpsCommand = {
  name: 'banner edit',
  usage: `banner edit <merchant> <id> [--group <group>] [--image <file|address>] [--title <text>] ${FLAGS}`,
  summary: 'Change a banner: only the fields given (texts in --lang), the rest kept.',
  async run(ctx, args) {
    const { merchant, groups } = await merchantOf(ctx, args);
    const id = wholeNumber(need(args, 1, 'banner id'), 'banner id');
    let current;
    for (const g of groups)
      current ??= (await groupBanners(ctx.db, merchant.id, g.group)).find((b) => b.id === id);
    if (!current) throw new OpsError(`no banner ${id} on ${merchant.code}`);
    const draft = await draftOf(ctx, merchant.id, args, {
      id,
      group: flag(args, 'group') ?? current.group,
      image: current.image,
      title: current.title,
      subtitle: current.subtitle,
      cta: current.cta,
      linkType: current.linkType,
      ...(current.link !== null ? { link: current.link } : {}),
      startsAt: new Date(current.startsAt),
      ...(current.endsAt ? { endsAt: new Date(current.endsAt) } : {}),
      ...(current.languages ? { languages: current.languages } : {}),
    });
    const banner = await asOps(() => saveBanner(ctx.db, merchant.id, groups, draft, CLI));
    return `banner ${banner.id} saved (${banner.state})`;
  },
};

const visibility = (hidden: boolean): OpsCommand => ({
  name: hidden ? 'banner hide' : 'banner show',
  usage: `banner ${hidden ? 'hide' : 'show'} <merchant> <id>`,
  summary: hidden ? 'Take a banner down (it stays listed as hidden).' : 'Show a hidden banner again.',
  async run(ctx, args) {
    const id = await merchantIdOf(ctx.db, need(args, 0, 'merchant'));
    const bannerId = wholeNumber(need(args, 1, 'banner id'), 'banner id');
    const banner = await asOps(() => setBannerHidden(ctx.db, id, bannerId, hidden, CLI));
    return `banner ${bannerId} ${banner.state}`;
  },
});

const bannerOrder: OpsCommand = {
  name: 'banner order',
  usage: 'banner order <merchant> <group> <id,id,...>',
  summary: "Put a group's banners in this order (every banner of the group, each once).",
  async run(ctx, args) {
    const { merchant, groups } = await merchantOf(ctx, args);
    const group = need(args, 1, 'group');
    await asOps(async () => declaredGroup(groups, group, 'group'));
    const ids = need(args, 2, 'ids')
      .split(',')
      .map((t) => wholeNumber(t.trim(), 'each id'));
    const items = await asOps(() => orderBanners(ctx.db, merchant.id, group, ids, CLI));
    return `${group}: ${items.map((b) => b.id).join(', ')}`;
  },
};

export const bannerCommands: OpsCommand[] = [
  bannerList,
  bannerUpload,
  bannerAdd,
  bannerEdit,
  visibility(true),
  visibility(false),
  bannerOrder,
];
