import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../../schemas/api/feedback-rules';
import { createTestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const feedback = (payload: unknown, opts: { token?: string; headers?: Record<string, string> } = {}) =>
  server.call({ method: 'PUT', url: '/wps/feedback', payload: payload as object, ...opts });
const ENOUGH = 'The withdrawal page keeps loading after I confirm it';

describe('feedback and complaints', () => {
  it('R5.18 counts words in every portal language (CJK by character, Thai by dictionary breaks)', () => {
    expect(countWords('The game froze after the bonus round.')).toBe(7);
    expect(countWords('提款一直没有到账')).toBe(8);
    expect(countWords('ถอนเงินไม่ได้')).toBeGreaterThanOrEqual(3);
    expect(countWords('  ... !!! ')).toBe(0);
  });

  it('R7.53 R3.30 a member sends a question type and content and gets a ticket', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await feedback({ questionType: 'complaint', content: ENOUGH }, { token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.ticket).toMatch(/^FB-\d{6}-\d+$/);
    const [row] = await server.deps.db.query<{ member_id: number; question_type: string; content: string }>(
      'SELECT member_id, question_type, content FROM feedback ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ member_id: m.memberId, question_type: 'complaint', content: ENOUGH });
  });

  it('R5.18 refuses content under or over the word limits, naming the field, and stores nothing', async () => {
    const before = await server.deps.db.query('SELECT count(*)::int AS n FROM feedback');
    const short = await feedback({ questionType: 'suggestion', content: 'Too short', contact: 'a@b.co' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: 'content', message: 'write at least 5 words' }]);
    const long = await feedback({
      questionType: 'suggestion',
      content: 'word '.repeat(501),
      contact: 'a@b.co',
    });
    expect(long.json().errors).toEqual([{ field: 'content', message: 'write at most 500 words' }]);
    expect(await server.deps.db.query('SELECT count(*)::int AS n FROM feedback')).toEqual(before);
  });

  it('a visitor must leave a contact, which must look like an e-mail or a phone number', async () => {
    const none = await feedback({ questionType: 'other', content: ENOUGH });
    expect(none.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'contact' }] });
    const bad = await feedback({ questionType: 'other', content: ENOUGH, contact: 'call me' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'contact' }] });
    const ok = await feedback({ questionType: 'other', content: ENOUGH, contact: '+63 917 000 0001' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an unknown question type and stores text without control or bidi characters', async () => {
    const wrong = await feedback({ questionType: 'spam', content: ENOUGH, contact: 'a@b.co' });
    expect(wrong.statusCode).toBe(400);
    const m = await createTestMember(server.deps.db);
    await feedback(
      { questionType: 'game', content: `Slot\u202E reel \u0007stops  when I spin twice` },
      { token: m.token },
    );
    const [row] = await server.deps.db.query<{ content: string }>(
      'SELECT content FROM feedback WHERE member_id = $1',
      [m.memberId],
    );
    expect(row?.content).toBe('Slot reel stops when I spin twice');
  });

  it('limits how much one member sends (shared rate limiter)', async () => {
    const m = await createTestMember(server.deps.db);
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await feedback({ questionType: 'other', content: ENOUGH }, { token: m.token })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('language update', () => {
  it('R7.57 stores the member’s language', async () => {
    const m = await createTestMember(server.deps.db);
    const res = await server.call({
      method: 'PUT',
      url: '/wps/member/language',
      token: m.token,
      payload: { language: 'TH' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { language: 'TH' } });
    const [row] = await server.deps.db.query<{ language: string }>(
      'SELECT language FROM members WHERE id = $1',
      [m.memberId],
    );
    expect(row?.language).toBe('TH');
  });

  it('R7.57 needs a token and a known language', async () => {
    const anonymous = await server.call({
      method: 'PUT',
      url: '/wps/member/language',
      payload: { language: 'TH' },
    });
    expect(anonymous.statusCode).toBe(401);
    const m = await createTestMember(server.deps.db);
    const unknown = await server.call({
      method: 'PUT',
      url: '/wps/member/language',
      token: m.token,
      payload: { language: 'FR' },
    });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'language' }] });
  });
});
