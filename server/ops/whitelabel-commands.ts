import fs from 'node:fs';
import path from 'node:path';
import { listWhitelabels } from '../site-files/read-whitelabel';
import { syncMerchants } from '../seed/sync-merchants';
import { brandTokens } from '../services/whitelabels/brand-theme';
import { problemLine } from '../site-files/problem-lines';
import { copyLeftovers } from '../services/whitelabels/copy-leftovers';
import { flag, need, OpsError, type OpsCommand } from './ops-command';

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: unknown) =>
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A wordmark logo and a favicon in the brand's accent, when no logo file is given. */
function wordmark(name: string, accent: string, text: string): string {
  const width = Math.max(120, name.length * 13 + 24);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40"><rect x="0" y="6" width="28" height="28" rx="7" fill="${accent}"/><text x="36" y="27" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${text}">${escapeXml(name)}</text></svg>\n`;
}
function favicon(name: string, accent: string, on: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${accent}"/><text x="16" y="22" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="${on}">${escapeXml(name.slice(0, 1).toUpperCase())}</text></svg>\n`;
}

const whitelabelCreate: OpsCommand = {
  name: 'whitelabel create',
  usage:
    'whitelabel create <code> --domain <host> --accent <#rrggbb> [--name <name>] [--logo <file.svg|png>] [--from <template>] [--move]',
  summary:
    'A complete new merchant from a template (its own name, domains, accent colours and logo), served at once; a domain another merchant holds is refused unless --move.',
  async run({ db, whitelabelsDir }, args) {
    const code = need(args, 0, 'code');
    if (!/^[a-z0-9-]{2,40}$/.test(code))
      throw new OpsError(`code "${code}" must be 2 to 40 lower-case letters, digits or dashes`);
    const target = path.join(whitelabelsDir, code);
    if (fs.existsSync(target)) throw new OpsError(`${code} already exists (${target})`);
    const host = (flag(args, 'domain') ?? '').toLowerCase();
    if (!/^[a-z0-9.-]+$/.test(host)) throw new OpsError('--domain needs a host name such as www.example.com');
    const accent = flag(args, 'accent') ?? '';
    if (!/^#[0-9a-fA-F]{6}$/.test(accent)) throw new OpsError('--accent needs a colour like #1a2b3c');
    const from = flag(args, 'from') ?? 'aurora';
    if (!listWhitelabels(whitelabelsDir).includes(from))
      throw new OpsError(
        `no template "${from}" (whitelabels: ${listWhitelabels(whitelabelsDir).join(', ')})`,
      );
    const name =
      flag(args, 'name') ??
      code.replace(/(^|-)(\w)/g, (_m, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
    const logo = flag(args, 'logo');
    if (logo && !/\.(svg|png)$/i.test(logo)) throw new OpsError('--logo must be an .svg or .png file');
    if (logo && !fs.existsSync(logo)) throw new OpsError(`--logo: no file ${logo}`);
    const move = args.flags.move === true;

    // A host another merchant serves or lists is not taken silently.
    const [held] = await db.query<{ code: string }>(
      'SELECT m.code FROM domains d JOIN merchants m ON m.id = d.merchant_id WHERE d.host = $1',
      [host],
    );
    const listedBy = listWhitelabels(whitelabelsDir).find((c) => {
      const domains = (readJson(path.join(whitelabelsDir, c, 'site.json')).domains ?? []) as unknown[];
      return domains.includes(host);
    });
    const holder = held?.code ?? listedBy;
    if (holder && !move)
      throw new OpsError(`${host} is a domain of ${holder}: add --move to take it from ${holder}`);

    // Built in a temporary folder beside the others and renamed into place, so a platform
    // never sees half a merchant.
    const building = path.join(whitelabelsDir, `.${code}.${process.pid}.tmp`);
    fs.rmSync(building, { recursive: true, force: true });
    fs.mkdirSync(path.join(building, 'assets'), { recursive: true });
    try {
      const source = path.join(whitelabelsDir, from);
      const templateSite = readJson(path.join(source, 'site.json'));
      const templateName = String((templateSite.merchant as Json | undefined)?.name ?? from);
      // The template's brand word in its addresses (auroraplay in support@auroraplay.example
      // and its social links) becomes the new merchant's.
      const templateDomain = ((templateSite.domains ?? []) as string[]).find(
        (d) => !d.endsWith('.localhost'),
      );
      const templateWord = templateDomain?.replace(/^www\./, '').split('.')[0];
      let siteText = fs
        .readFileSync(path.join(source, 'site.json'), 'utf8')
        .replaceAll(`/wl/${from}/`, `/wl/${code}/`)
        .replaceAll(templateName, name);
      if (templateWord) siteText = siteText.replaceAll(templateWord, code.replaceAll('-', ''));
      const site = JSON.parse(siteText) as Json & { merchant: Json };
      const theme = readJson(path.join(source, 'theme.json')) as Json & { dark: Json; light: Json };
      theme.dark = brandTokens(theme.dark as Record<string, string>, accent);
      theme.light = brandTokens(theme.light as Record<string, string>, accent);
      const logoFile = logo ? `logo${path.extname(logo).toLowerCase()}` : 'logo.svg';
      site.merchant = {
        ...site.merchant,
        code,
        name,
        logo: `/wl/${code}/assets/${logoFile}`,
        logoLight: `/wl/${code}/assets/${logo ? logoFile : 'logo-light.svg'}`,
        favicon: `/wl/${code}/assets/favicon.svg`,
        chatHeaderColor: (theme.dark as Record<string, string>).accent,
      };
      site.domains = [...new Set([host, `${code}.localhost`])];
      writeJson(path.join(building, 'site.json'), site);
      writeJson(path.join(building, 'theme.json'), theme);
      if (fs.existsSync(path.join(source, 'platform.json')))
        fs.copyFileSync(path.join(source, 'platform.json'), path.join(building, 'platform.json'));
      // Licence seals are the regulators', not the template's brand: they come along.
      for (const f of fs.readdirSync(path.join(source, 'assets')))
        if (f.startsWith('licence-'))
          fs.copyFileSync(path.join(source, 'assets', f), path.join(building, 'assets', f));
      const dark = theme.dark as Record<string, string>;
      const light = theme.light as Record<string, string>;
      if (logo) fs.copyFileSync(logo, path.join(building, 'assets', logoFile));
      else {
        fs.writeFileSync(
          path.join(building, 'assets', 'logo.svg'),
          wordmark(name, dark.accent ?? accent, dark.textPrimary ?? '#ffffff'),
        );
        fs.writeFileSync(
          path.join(building, 'assets', 'logo-light.svg'),
          wordmark(name, light.accent ?? accent, light.textPrimary ?? '#000000'),
        );
      }
      fs.writeFileSync(
        path.join(building, 'assets', 'favicon.svg'),
        favicon(name, dark.accent ?? accent, dark.onAccent ?? '#000000'),
      );
      fs.renameSync(building, target);
    } catch (err) {
      fs.rmSync(building, { recursive: true, force: true });
      throw err;
    }

    const leftovers = copyLeftovers(whitelabelsDir, code).filter(
      (p) => !(move && p.message.startsWith(`${host} is a domain of`)),
    );
    if (leftovers.length) {
      fs.rmSync(target, { recursive: true, force: true });
      throw new OpsError(
        `the copy still holds another merchant's brand:\n${leftovers.map((p) => `  ${problemLine(p)}`).join('\n')}`,
      );
    }
    if (holder && move) {
      await db.query('DELETE FROM domains WHERE host = $1', [host]);
      if (listedBy) {
        // The merchant it came from stops listing it, so no later sync maps it back.
        const file = path.join(whitelabelsDir, listedBy, 'site.json');
        const other = readJson(file);
        other.domains = ((other.domains ?? []) as unknown[]).filter((d) => d !== host);
        writeJson(`${file}.tmp`, other);
        fs.renameSync(`${file}.tmp`, file);
      }
    }
    // The merchant row, its platform.json and its domains: every running platform serves it
    // within its 2-second merchant cache, no restart.
    await syncMerchants(db, whitelabelsDir);
    return [
      `${code} created from ${from}: ${name}, accent ${accent.toLowerCase()}`,
      `serves ${[host, `${code}.localhost`].join(', ')}${holder && move ? ` (${host} moved from ${holder})` : ''}`,
      `files: ${target} (npm run validate checks them)`,
    ].join('\n');
  },
};

export const whitelabelCommands: OpsCommand[] = [whitelabelCreate];
