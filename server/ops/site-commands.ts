import { isIP } from 'node:net';
import {
  flag,
  merchantIdOf,
  need,
  OpsError,
  patchSettings,
  settingsOf,
  table,
  type OpsCommand,
} from './ops-command';

const onOff = (v: string): boolean => {
  if (v !== 'on' && v !== 'off') throw new OpsError('say on or off');
  return v === 'on';
};

const maintenance: OpsCommand = {
  name: 'maintenance',
  usage: 'maintenance <merchant> on|off [--message <text>] [--until <ISO time>]',
  summary: 'Put a merchant in maintenance (status 1, every other call 503) or take it out.',
  async run({ db }, args) {
    const id = await merchantIdOf(db, need(args, 0, 'merchant'));
    const on = onOff(need(args, 1, 'on or off'));
    const until = flag(args, 'until');
    if (until !== undefined && Number.isNaN(Date.parse(until)))
      throw new OpsError('--until must be an ISO time');
    const message = flag(args, 'message');
    await patchSettings(db, id, {
      maintenance: {
        on,
        ...(message ? { message } : {}),
        ...(until ? { until: new Date(until).toISOString() } : {}),
      },
    });
    return `maintenance ${on ? 'on' : 'off'} for ${args.positional[0]}${message ? `: ${message}` : ''}`;
  },
};

interface Region {
  on?: boolean;
  blockedIps?: string[];
  blockedCountries?: string[];
}

/** An IP, an IPv4 CIDR, or `country:XX`. */
function parseRule(rule: string): { ip: string } | { country: string } {
  const country = /^country:([A-Za-z]{2})$/.exec(rule);
  if (country) return { country: (country[1] as string).toUpperCase() };
  const [base, bits] = rule.split('/');
  if (
    isIP(base ?? '') &&
    (bits === undefined || (isIP(base ?? '') === 4 && Number(bits) >= 0 && Number(bits) <= 32))
  )
    return { ip: rule };
  throw new OpsError(`"${rule}" is not an IP, an IPv4 CIDR or country:XX`);
}

const region: OpsCommand = {
  name: 'region',
  usage: 'region <merchant> on|off | block <ip|cidr|country:XX> | unblock <rule> | show',
  summary: 'Switch region blocking (status 2) and edit the blocked IPs, ranges and countries.',
  async run({ db }, args) {
    const code = need(args, 0, 'merchant');
    const id = await merchantIdOf(db, code);
    const action = need(args, 1, 'on, off, block, unblock or show');
    const current = ((await settingsOf(db, id)).regionRestriction ?? {}) as Region;
    const next: Region = {
      on: current.on === true,
      blockedIps: current.blockedIps ?? [],
      blockedCountries: current.blockedCountries ?? [],
    };
    if (action === 'on' || action === 'off') next.on = action === 'on';
    else if (action === 'block' || action === 'unblock') {
      const rule = parseRule(need(args, 2, 'rule'));
      const list = 'ip' in rule ? (next.blockedIps ??= []) : (next.blockedCountries ??= []);
      const value = 'ip' in rule ? rule.ip : rule.country;
      const without = list.filter((x) => x !== value);
      list.splice(0, list.length, ...(action === 'block' ? [...without, value] : without));
    } else if (action !== 'show') throw new OpsError(`unknown region action "${action}"`);
    if (action !== 'show') await patchSettings(db, id, { regionRestriction: next });
    return `region blocking for ${code}: ${next.on ? 'on' : 'off'}; IPs: ${next.blockedIps?.join(', ') || '(none)'}; countries: ${next.blockedCountries?.join(', ') || '(none)'}`;
  },
};

const domainMap: OpsCommand = {
  name: 'domain map',
  usage: 'domain map <host> <merchant> [--move]',
  summary:
    'Serve a merchant (whitelabel) on a host; a host another merchant serves is refused unless --move.',
  async run({ db }, args) {
    const host = need(args, 0, 'host').toLowerCase();
    if (!/^[a-z0-9.-]+(:\d+)?$/.test(host)) throw new OpsError(`"${host}" is not a host name`);
    const code = need(args, 1, 'merchant');
    const id = await merchantIdOf(db, code);
    const bare = host.replace(/:\d+$/, '');
    const move = args.flags.move === true;
    // A live host is never taken from a merchant silently: the operator names the move.
    const [held] = await db.query<{ code: string; merchant_id: number }>(
      'SELECT m.code, d.merchant_id FROM domains d JOIN merchants m ON m.id = d.merchant_id WHERE d.host = $1',
      [bare],
    );
    if (held?.merchant_id === id) return `${bare} -> ${code} (already)`;
    if (held && !move)
      throw new OpsError(
        `${bare} is mapped to ${held.code}: add --move to take it from ${held.code} and serve ${code} there`,
      );
    // The condition keeps a concurrent map of the same host from being overwritten unseen.
    const written = await db.query(
      `INSERT INTO domains (host, merchant_id) VALUES ($1, $2)
       ON CONFLICT (host) DO UPDATE SET merchant_id = EXCLUDED.merchant_id
       WHERE domains.merchant_id = $3
       RETURNING host`,
      [bare, id, held?.merchant_id ?? id],
    );
    if (written.length === 0)
      throw new OpsError(`${bare} was mapped by someone else meanwhile: run domain list and try again`);
    return held ? `${bare} -> ${code} (moved from ${held.code})` : `${bare} -> ${code}`;
  },
};

const domainUnmap: OpsCommand = {
  name: 'domain unmap',
  usage: 'domain unmap <host>',
  summary: 'Stop serving a host (it answers "Invalid URL or domain check failed").',
  async run({ db }, args) {
    const host = need(args, 0, 'host').toLowerCase();
    const gone = await db.query('DELETE FROM domains WHERE host = $1 RETURNING host', [host]);
    if (gone.length === 0) throw new OpsError(`${host} is not mapped`);
    return `${host} unmapped`;
  },
};

const domainList: OpsCommand = {
  name: 'domain list',
  usage: 'domain list [merchant]',
  summary: 'Hosts and the merchant each serves.',
  async run({ db }, args) {
    const code = args.positional[0];
    const rows = await db.query<Record<string, unknown>>(
      `SELECT d.host, m.code AS merchant FROM domains d JOIN merchants m ON m.id = d.merchant_id
        WHERE $1::text IS NULL OR m.code = $1 ORDER BY m.code, d.host`,
      [code ?? null],
    );
    return table(rows);
  },
};

const merchants: OpsCommand = {
  name: 'merchants',
  usage: 'merchants',
  summary: 'Every merchant with its currency, status switches and number of hosts.',
  async run({ db }) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT m.code, m.name, m.currency,
              coalesce((m.settings->'maintenance'->>'on')::boolean, false) AS maintenance,
              coalesce((m.settings->'regionRestriction'->>'on')::boolean, false) AS region_blocking,
              (SELECT count(*)::int FROM domains d WHERE d.merchant_id = m.id) AS hosts
         FROM merchants m ORDER BY m.code`,
    );
    return table(rows);
  },
};

const settings: OpsCommand = {
  name: 'settings',
  usage: 'settings <merchant> [get <key> | set <key> <json>]',
  summary: 'Read or change one of the merchant settings seeded from platform.json.',
  async run({ db }, args) {
    const code = need(args, 0, 'merchant');
    const id = await merchantIdOf(db, code);
    const action = args.positional[1] ?? 'get';
    const all = await settingsOf(db, id);
    if (action === 'get') {
      const key = args.positional[2];
      return JSON.stringify(key ? (all[key] ?? null) : all, null, 2);
    }
    if (action !== 'set') throw new OpsError('say get or set');
    const key = need(args, 2, 'key');
    let value: unknown;
    try {
      value = JSON.parse(need(args, 3, 'JSON value'));
    } catch {
      throw new OpsError('the value must be JSON, e.g. true, 30, "text" or {"a":1}');
    }
    await patchSettings(db, id, { [key]: value });
    return `${code}.${key} = ${JSON.stringify(value)}`;
  },
};

export const siteCommands: OpsCommand[] = [
  maintenance,
  region,
  domainMap,
  domainUnmap,
  domainList,
  merchants,
  settings,
];
