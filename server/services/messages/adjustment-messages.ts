import type { Queryable } from '../../db/database';
import { tr } from '../content/demo/copy';
import { amountText, fill } from './cashier-messages';
import { sendMemberMessage } from './send-message';

const CREDITED = {
  title: tr(
    'Balance adjusted',
    '余额已调整',
    'Số dư đã được điều chỉnh',
    '残高が調整されました',
    'ปรับยอดเงินแล้ว',
    'Naayos ang balanse',
    'Saldo disesuaikan',
  ),
  credit: tr(
    '{amount} was added to your main wallet: {reason}.',
    '已向您的主钱包存入 {amount}：{reason}。',
    '{amount} đã được cộng vào ví chính của bạn: {reason}.',
    'メインウォレットに {amount} が追加されました：{reason}。',
    'เพิ่ม {amount} เข้ากระเป๋าหลักของคุณแล้ว: {reason}',
    'Naidagdag ang {amount} sa iyong main wallet: {reason}.',
    '{amount} telah ditambahkan ke dompet utama Anda: {reason}.',
  ),
  debit: tr(
    '{amount} was taken from your main wallet: {reason}.',
    '已从您的主钱包扣除 {amount}：{reason}。',
    '{amount} đã được trừ khỏi ví chính của bạn: {reason}.',
    'メインウォレットから {amount} が差し引かれました：{reason}。',
    'หัก {amount} จากกระเป๋าหลักของคุณแล้ว: {reason}',
    'Ibinawas ang {amount} sa iyong main wallet: {reason}.',
    '{amount} telah dipotong dari dompet utama Anda: {reason}.',
  ),
};

/** Tell a member their balance was adjusted, how much and why (once per adjustment). */
export async function tellBalanceAdjusted(
  q: Queryable,
  merchant: { id: number; currency: string },
  a: { id: number; memberId: number; amount: number; reason: string },
): Promise<void> {
  const values = { amount: amountText(Math.abs(a.amount), merchant.currency), reason: a.reason };
  await sendMemberMessage(q, merchant.id, a.memberId, {
    category: 'notice',
    title: CREDITED.title,
    body: fill(a.amount > 0 ? CREDITED.credit : CREDITED.debit, values),
    source: `adjustment:${a.id}`,
    eventKey: `adjustment:${a.id}`,
  });
}
