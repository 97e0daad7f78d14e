import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { createTestMember, type TestMember } from '../../support/members';
import { JPEG_BYTES, multipartBody } from '../../support/multipart';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const png = (w = 8, h = 8) => PNG.sync.write(new PNG({ width: w, height: h }));
const jpg = () =>
  Buffer.from(jpeg.encode({ data: Buffer.alloc(8 * 8 * 4, 200), width: 8, height: 8 }, 80).data);
const upload = (m: TestMember, files: { name: string; type: string; bytes: Buffer }[]) => {
  const body = multipartBody(files);
  return server.call({
    method: 'POST',
    url: '/wps/feedback/images',
    token: m.token,
    payload: body.payload,
    headers: body.headers,
  });
};
const ENOUGH = 'The withdrawal took far longer than the page said it would.';
const send = (m: TestMember | undefined, payload: object) =>
  server.call({ method: 'PUT', url: '/wps/feedback', payload, ...(m ? { token: m.token } : {}) });
const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

describe('feedback pictures, my feedback and replies', () => {
  it('R1.16 a member attaches up to 3 png or jpg pictures; the ticket lists them and an operator’s reply shows', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await upload(m, [
      { name: 'a.png', type: 'image/png', bytes: png() },
      { name: 'b.jpg', type: 'image/jpeg', bytes: jpg() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().value.images.map((i: { id: number }) => i.id);
    expect(ids).toHaveLength(2);
    const sent = await send(m, { questionType: 'withdrawal', content: ENOUGH, imageIds: ids });
    expect(sent.statusCode, sent.body).toBe(200);
    const ticket = sent.json().value.ticket as string;
    const id = ticket.split('-').at(-1) as string;

    let mine = (await server.call({ url: '/wps/feedback/mine', token: m.token })).json().value;
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ ticket, status: 'new', imageCount: 2, replies: [] });

    expect(
      (await ops('feedback', 'reply', 'aurora', id, '--text', 'Paid out now, sorry for the wait.')).ok,
    ).toBe(true);
    mine = (await server.call({ url: '/wps/feedback/mine', token: m.token })).json().value;
    expect(mine.items[0]).toMatchObject({
      status: 'answered',
      replies: [{ body: 'Paid out now, sorry for the wait.' }],
    });
  });

  it('R5.18 checks pictures by decoding them: a PNG signature on other bytes, a cut-off PNG, a picture with script after its end and a text file are refused', async () => {
    const m = await createTestMember(server.deps.db);
    const fake = Buffer.concat([png().subarray(0, 8), Buffer.from('<svg onload=alert(1)>')]);
    const cut = png(64, 64).subarray(0, 60);
    const script = Buffer.from('<script>alert(1)</script>');
    const tailed = [Buffer.concat([png(), script]), Buffer.concat([JPEG_BYTES, script])];
    for (const bytes of [fake, cut, ...tailed, Buffer.from('hello')]) {
      const res = await upload(m, [{ name: 'x.png', type: 'image/png', bytes }]);
      expect(res.statusCode).toBe(415);
      expect(res.json().errors[0].field).toBe('file.0');
    }
  });

  it('R5.18 refuses a picture over 5 MB and more than 3 pictures', async () => {
    const m = await createTestMember(server.deps.db);
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(m, [{ name: 'big.png', type: 'image/png', bytes: big }])).statusCode).toBe(413);
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', bytes: png() }));
    const res = await upload(m, four);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LIMIT');
  });

  it('attaches only the member’s own unattached pictures; visitors attach none', async () => {
    const a = await createTestMember(server.deps.db);
    const b = await createTestMember(server.deps.db);
    const ids = (await upload(a, [{ name: 'a.png', type: 'image/png', bytes: png() }]))
      .json()
      .value.images.map((i: { id: number }) => i.id);
    const stolen = await send(b, { questionType: 'other', content: ENOUGH, imageIds: ids });
    expect(stolen.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'imageIds' }] });
    const visitor = await send(undefined, {
      questionType: 'other',
      content: ENOUGH,
      contact: 'me@example.com',
      imageIds: ids,
    });
    expect(visitor.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'imageIds' }] });
    // Nothing was stored by the refused sends.
    expect((await server.call({ url: '/wps/feedback/mine', token: b.token })).json().value.total).toBe(0);
  });
});
