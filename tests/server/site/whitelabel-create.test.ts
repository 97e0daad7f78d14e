import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { copyLeftovers } from '../../../server/services/whitelabels/copy-leftovers';
import { checkWhitelabel } from '../../../scripts/validate/check-whitelabel';
import { startTestServer, type TestServer } from '../../support/test-server';

/** `ops whitelabel create`: a complete merchant from a template, served by a running platform. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-create-'));
const whitelabelsDir = path.join(root, 'whitelabels');
const portalDir = path.join(root, 'portal');

let server: TestServer;
beforeAll(async () => {
  fs.mkdirSync(portalDir, { recursive: true });
  fs.copyFileSync(path.resolve('index.html'), path.join(portalDir, 'index.html'));
  for (const code of ['aurora', 'jade'])
    fs.cpSync(path.resolve('whitelabels', code), path.join(whitelabelsDir, code), { recursive: true });
  server = await startTestServer({ whitelabelsDir, portalDir, seedDemo: false });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const ops = (...argv: string[]) => runOps({ db: server.deps.db, whitelabelsDir }, argv);

async function bootstrapOf(host: string) {
  server.deps.merchants.invalidate();
  const res = await server.call({ method: 'GET', url: '/', headers: { host } });
  const json = /<script id="tessera-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(res.body)?.[1];
  const site = (JSON.parse(json ?? 'null') as { site: { merchant: { code: string; name: string } } } | null)
    ?.site;
  return { status: res.statusCode, site };
}

describe('ops whitelabel create', () => {
  it('makes a complete merchant with its own name, colours, logo and domain, served without a restart', async () => {
    const result = await ops(
      'whitelabel',
      'create',
      'nova-bet',
      '--domain',
      'www.novabet.example',
      '--accent',
      '#2bb673',
      '--name',
      'Nova Bet',
    );
    expect(result.exitCode, result.output).toBe(0);
    expect(result.output).toContain('nova-bet created from aurora');
    const page = await bootstrapOf('www.novabet.example');
    expect(page.status).toBe(200);
    expect(page.site?.merchant).toMatchObject({ code: 'nova-bet', name: 'Nova Bet' });
    const dir = path.join(whitelabelsDir, 'nova-bet');
    expect(fs.readFileSync(path.join(dir, 'assets', 'logo.svg'), 'utf8')).toContain('Nova Bet');
    const theme = JSON.parse(fs.readFileSync(path.join(dir, 'theme.json'), 'utf8')) as {
      dark: { accent: string };
    };
    expect(theme.dark.accent).toBe('#2bb673');
    // Nothing of aurora or jade is left in the copy, and it passes every check of validate.
    expect(copyLeftovers(whitelabelsDir, 'nova-bet')).toEqual([]);
    expect(checkWhitelabel(whitelabelsDir, 'nova-bet').filter((p) => p.severity !== 'note')).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')).not.toMatch(/aurora|Aurora Play/);
  });

  it('refuses a domain another merchant holds unless --move, and then moves it', async () => {
    const refused = await ops(
      'whitelabel',
      'create',
      'copycat',
      '--domain',
      'jade.localhost',
      '--accent',
      '#c2185b',
    );
    expect(refused.exitCode).toBe(2);
    expect(refused.output).toContain('jade.localhost is a domain of jade: add --move');
    expect(fs.existsSync(path.join(whitelabelsDir, 'copycat'))).toBe(false);
    expect((await bootstrapOf('jade.localhost')).site?.merchant.code).toBe('jade');

    const moved = await ops(
      'whitelabel',
      'create',
      'copycat',
      '--domain',
      'jade.localhost',
      '--accent',
      '#c2185b',
      '--move',
    );
    expect(moved.exitCode, moved.output).toBe(0);
    expect(moved.output).toContain('jade.localhost moved from jade');
    expect((await bootstrapOf('jade.localhost')).site?.merchant.code).toBe('copycat');
  });

  it('catches another merchant’s assets, domains, name and brand colours left in a copy', () => {
    const copy = path.join(whitelabelsDir, 'lazy');
    fs.cpSync(path.join(whitelabelsDir, 'aurora'), copy, { recursive: true });
    const site = JSON.parse(fs.readFileSync(path.join(copy, 'site.json'), 'utf8')) as {
      merchant: { code: string };
    };
    site.merchant.code = 'lazy';
    fs.writeFileSync(path.join(copy, 'site.json'), JSON.stringify(site));
    // Each is reported at its file and JSON path, the way validate prints it.
    const found = copyLeftovers(whitelabelsDir, 'lazy').map(
      (p) => `${path.basename(p.file)} ${p.pointer}: ${p.message}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'site.json /merchant/logo: uses the assets of aurora (/wl/aurora/): point them at /wl/lazy/',
        'site.json /domains/1: www.auroraplay.example is a domain of aurora',
        'site.json /merchant/name: still names Aurora Play (aurora)',
        'logo.svg : draws Aurora Play (aurora): redraw it for lazy',
        expect.stringMatching(
          /^theme\.json \/dark\/accent: brand colour #\w+ is aurora's: give the copy its own accent$/,
        ),
      ]),
    );
    expect(checkWhitelabel(whitelabelsDir, 'lazy').map((p) => p.message)).toEqual(
      expect.arrayContaining(['www.auroraplay.example is a domain of aurora']),
    );
    fs.rmSync(copy, { recursive: true, force: true });
  });
});
