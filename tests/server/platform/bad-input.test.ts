import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../schemas/api/contract';
import type { Endpoint } from '../../../schemas/api/endpoint';
import { ErrorCodes } from '../../../schemas/api/envelope';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { sealPayload } from '../../../src/api/seal-payload';
import { badInput, toQuery } from '../../support/bad-input-arbitraries';
import { fundMember } from '../../support/fund-member';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let member: TestMember;
let keys: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  member = await createTestMember(server.deps.db);
  await fundMember(server.deps.db, member, 50_000);
  const rows = await server.deps.db.query<{ code: string; payload_key: string }>(
    'SELECT code, payload_key FROM merchants',
  );
  keys = Object.fromEntries(rows.map((r) => [r.code, r.payload_key]));
});
afterAll(() => server.close());

const hasQuery = (e: Endpoint) => e.method === 'GET' || e.method === 'DELETE';
const KNOWN_CODES = new Set<string>(ErrorCodes);

/** Every answer is the envelope; a failure is a 4xx with a known code and a message. */
function expectEnvelope(res: { statusCode: number; body: string }, what: string): void {
  expect(res.statusCode, `${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = JSON.parse(res.body) as { success: boolean; code: string; message: string };
  expect(typeof body.success).toBe('boolean');
  if (res.statusCode >= 400) {
    expect(body.success).toBe(false);
    expect(KNOWN_CODES.has(body.code), `unknown code ${body.code}`).toBe(true);
    expect(body.message.length).toBeGreaterThan(0);
  }
}

describe('bad input of every kind gets a 4xx envelope naming the problem', () => {
  it('malformed JSON, wrong content type, oversized body, non-object body', async () => {
    const post = (payload: string, contentType: string) =>
      server.call({ method: 'PUT', url: '/wps/feedback', payload, headers: { 'content-type': contentType } });
    expect((await post('{"questionType":', 'application/json')).json()).toMatchObject({
      code: 'MALFORMED',
      message: 'The body is not valid JSON',
    });
    const wrongType = await post('questionType=other', 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await post(JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) }), 'application/json');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const array = await post('[1,2,3]', 'application/json');
    expect(array.statusCode).toBe(400);
    expect(array.json().code).toBe('VALIDATION');
  });

  it('wrong types, missing and unknown fields are named in errors[]', async () => {
    const res = await server.call({
      method: 'PUT',
      url: '/wps/feedback',
      payload: { questionType: 7, colour: 'red' },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(expect.arrayContaining(['colour', 'content', 'questionType']));
  });

  it('unknown routes and wrong methods answer a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/wps/nope'],
      ['POST', '/wps/system/status'],
      ['DELETE', '/wps/feedback'],
      ['GET', '/lgw/unknown/thing'],
    ] as const) {
      const res = await server.call({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('R7.1 every contract call without the module header is refused, naming the header', async () => {
    for (const e of contract) {
      const res = await server.app.inject({
        method: e.method,
        url: e.path,
        headers: { host: 'aurora.localhost' },
        ...(hasQuery(e) ? {} : { payload: {} }),
      });
      expect(res.statusCode, e.id).toBe(400);
      expect(res.json().message, e.id).toMatch(/x-module/);
    }
  });

  it('R6.21 every (t) call refuses a missing token with 401 before looking at its input', async () => {
    for (const e of contract.filter((x) => x.token)) {
      const res = await server.call({
        method: e.method,
        url: e.path,
        ...(hasQuery(e) ? {} : { payload: {} }),
      });
      expect(res.statusCode, e.id).toBe(401);
      expect(res.json().code, e.id).toBe('UNAUTHENTICATED');
    }
  });

  it('broken percent-encoding and invalid UTF-8 in a query are refused or read safely', async () => {
    for (const q of [
      'url=%ED%A0%80',
      'url=%E0%A4%A',
      'url=%',
      'language=%FF%FE',
      'url[a]=1',
      'url=1&url=2',
    ]) {
      const res = await server.call({ method: 'GET', url: `/wps/system/status?${q}` });
      expectEnvelope(res, q);
    }
  });
});

describe('generated bad requests against every route of the contract (fast-check)', () => {
  const tokenChoice = fc.oneof(
    { arbitrary: fc.constant('member'), weight: 4 },
    { arbitrary: fc.constantFrom('none', 'garbage', 'member-on-jade', 'malformed'), weight: 2 },
  );
  for (const endpoint of contract) {
    it(`${endpoint.method} ${endpoint.path}: no 5xx, always the envelope`, async () => {
      await fc.assert(
        fc.asyncProperty(
          badInput(endpoint.request as never),
          tokenChoice,
          fc.constantFrom('json', 'sealed', 'form', 'text'),
          async (input, tokenKind, encoding) => {
            const merchant = tokenKind === 'member-on-jade' ? 'jade' : 'aurora';
            const headers: Record<string, string> = {};
            if (tokenKind === 'garbage') headers.authorization = 'Bearer AAAAAAAAAAAAAAAAAAAAAAAA';
            if (tokenKind === 'malformed') headers.authorization = 'Bearer \u00e9\u00e9';
            const token = tokenKind === 'member' || tokenKind === 'member-on-jade' ? member.token : undefined;
            let res;
            if (hasQuery(endpoint)) {
              res = await server.call({
                method: endpoint.method,
                url: `${endpoint.path}?${toQuery(input)}`,
                merchant,
                headers,
                ...(token ? { token } : {}),
              });
            } else {
              let payload: string;
              if (encoding === 'sealed' || (endpoint.encrypted && encoding === 'json')) {
                headers['content-type'] = 'application/json';
                payload = JSON.stringify(sealPayload(keys[merchant] ?? '', input));
              } else if (encoding === 'form') {
                headers['content-type'] = 'application/x-www-form-urlencoded';
                payload = toQuery(input);
              } else if (encoding === 'text') {
                headers['content-type'] = 'text/plain';
                payload = String(JSON.stringify(input));
              } else {
                headers['content-type'] = 'application/json';
                payload = JSON.stringify(input) ?? 'null';
              }
              res = await server.call({
                method: endpoint.method,
                url: endpoint.path,
                payload,
                merchant,
                headers,
                ...(token ? { token } : {}),
              });
            }
            expectEnvelope(res, `${endpoint.id} with ${JSON.stringify(input)?.slice(0, 200)}`);
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 20) },
      );
    });
  }

  it('the server still serves, and the ledger of every merchant still balances', async () => {
    const res = await server.call({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    const merchants = await server.deps.db.query<{ id: number }>('SELECT id FROM merchants');
    for (const m of merchants) {
      expect(await verifyLedger(server.deps.db, m.id)).toMatchObject({
        unbalancedTransactions: [],
        driftedAccounts: [],
        negativeAccounts: [],
        total: 0,
      });
    }
  });
});

describe('values the database cannot hold', () => {
  it('refuses numbers beyond 2^53 and NUL characters, naming the field, instead of failing in SQL', async () => {
    const huge = await server.call({ method: 'GET', url: '/wps/relay/MCSFE_getAnnouncementDetail?id=1e308' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'id', message: 'is out of range' }],
    });
    const nul = await server.call({
      method: 'PUT',
      url: '/wps/feedback',
      payload: { questionType: 'other', content: 'a\u0000b c d e f', contact: 'a@b.co' },
    });
    expect(nul.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'content', message: 'may not contain NUL characters' }],
    });
  });
});
