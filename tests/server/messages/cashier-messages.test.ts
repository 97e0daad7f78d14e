import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { clientKey, fund, givePaymentPassword } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

interface Item {
  id: string;
  category: string;
  title: string;
  read: boolean;
}

/** The member's own messages (not the merchant's notices), newest first, in a language. */
async function inbox(m: TestMember, language = 'EN'): Promise<{ title: string; body: string }[]> {
  const page = await api<{ items: Item[] }>(server, {
    method: 'GET',
    url: '/wps/v2/messages',
    token: m.token,
    body: { pageSize: 50, language },
  });
  const own = page.value.items.filter((i) => i.category === 'deposit' || i.category === 'withdrawal');
  return Promise.all(
    own.map(async (i) => {
      const d = await api<{ title: string; body: string }>(server, {
        method: 'GET',
        url: '/wps/v2/messages/detail',
        token: m.token,
        body: { id: i.id, language },
      });
      return { title: d.value.title, body: d.value.body };
    }),
  );
}

async function deposit(m: TestMember, amount: string, channel = 'bank'): Promise<string> {
  const r = await api<{ reference: string }>(server, {
    method: 'POST',
    url: '/wps/v2/deposits',
    token: m.token,
    body: { channel, amount, payerName: 'Ann Lee', idempotencyKey: clientKey() },
  });
  return r.value.reference;
}

describe('messages the platform writes on cashier decisions', () => {
  it('R1.6 a deposit approved or rejected is told once, in the member’s language', async () => {
    const m = await createTestMember(server.deps.db);
    const a = await deposit(m, '1234.5');
    const b = await deposit(m, '30');
    expect(await inbox(m)).toEqual([]);
    await ops('deposit', 'approve', 'aurora', a);
    await ops('deposit', 'approve', 'aurora', a);
    await ops('deposit', 'reject', 'aurora', b, '--reason', 'No transfer arrived');
    const en = await inbox(m);
    expect(en).toHaveLength(2);
    expect(en).toContainEqual({
      title: 'Deposit approved',
      body: `Your deposit of 1,234.50 USD (reference ${a}) was approved and added to your main wallet.`,
    });
    expect(en.find((x) => x.title === 'Deposit rejected')?.body).toContain(
      `30.00 USD (reference ${b}) was rejected: No transfer arrived.`,
    );
    const cn = await inbox(m, 'CN');
    expect(cn.map((x) => x.title).sort()).toEqual(['存款已到账', '存款未通过']);
  });

  it('the demo instant channel, paid at once, tells the member too', async () => {
    const m = await createTestMember(server.deps.db);
    await deposit(m, '25', 'demo');
    expect((await inbox(m)).map((x) => x.title)).toEqual(['Deposit approved']);
  });

  it('each payment sent towards a withdrawal, its forced receipt and the rejection are told; a refused decision tells nothing', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 500_00);
    await givePaymentPassword(server.deps.db, m);
    const acc = await api<{ id: number }>(server, {
      method: 'POST',
      url: '/wps/v2/payout-accounts',
      token: m.token,
      body: {
        kind: 'bank',
        provider: 'Metro',
        holderName: 'Ann Lee',
        accountNumber: '99887766554',
        paymentPassword: '246810',
      },
    });
    const w = await api<{ reference: string }>(server, {
      method: 'POST',
      url: '/wps/v2/withdrawals',
      token: m.token,
      body: {
        payoutAccountId: acc.value.id,
        amount: '300',
        paymentPassword: '246810',
        idempotencyKey: clientKey(),
      },
    });
    const ref = w.value.reference;
    await ops('withdrawal', 'pay', 'aurora', ref, '--amount', '100');
    expect(await inbox(m)).toEqual([
      {
        title: 'Withdrawal payment sent',
        body: `A payment of 100.00 USD towards your withdrawal ${ref} has been sent. Please confirm its receipt on the withdrawal page when it arrives.`,
      },
    ]);
    // Rejecting with a payment in transit is refused, and says nothing to the member.
    expect((await ops('withdrawal', 'reject', 'aurora', ref, '--reason', 'Closed')).ok).toBe(false);
    expect(await inbox(m)).toHaveLength(1);
    const [payout] = await server.deps.db.query<{ id: number }>(
      `SELECT p.id FROM withdrawal_payouts p JOIN withdrawals w ON w.id = p.withdrawal_id WHERE w.reference = $1`,
      [ref],
    );
    await ops('withdrawal', 'force-receipt', 'aurora', ref, String(payout?.id));
    expect((await ops('withdrawal', 'reject', 'aurora', ref, '--reason', 'Account closed')).ok).toBe(true);
    const after = await inbox(m);
    expect(after).toHaveLength(3);
    expect(after[0]).toEqual({
      title: 'Withdrawal rejected',
      body: `Your withdrawal ${ref} of 300.00 USD was rejected: Account closed. 200.00 USD was returned to your main wallet.`,
    });
    // The forced receipt was told too, with the payment it settled.
    expect(after[1]).toEqual({
      title: 'Withdrawal payment confirmed',
      body: `Our cashier team confirmed that the payment of 100.00 USD towards your withdrawal ${ref} was received. There is nothing more to confirm for it.`,
    });
  });
});
