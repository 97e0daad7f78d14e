import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { tr } from '../content/demo/copy';
import { amountText, fill } from './cashier-messages';
import { sendMemberMessage } from './send-message';

const RECEIPT_CONFIRMED = {
  title: tr(
    'Withdrawal payment confirmed',
    '提款汇款已确认',
    'Đã xác nhận khoản rút tiền',
    '出金の着金を確認しました',
    'ยืนยันการรับเงินถอนแล้ว',
    'Nakumpirma ang bayad ng withdrawal',
    'Pembayaran penarikan dikonfirmasi',
  ),
  body: tr(
    'Our cashier team confirmed that the payment of {amount} towards your withdrawal {reference} was received. There is nothing more to confirm for it.',
    '出纳团队已确认您的提款 {reference} 中 {amount} 的汇款已到账，您无需再确认。',
    'Bộ phận thu ngân đã xác nhận khoản {amount} cho lệnh rút {reference} của bạn đã được nhận. Bạn không cần xác nhận thêm.',
    '出金 {reference} のうち {amount} の着金を出納担当が確認しました。これ以上の確認は不要です。',
    'ฝ่ายการเงินยืนยันแล้วว่าได้รับเงิน {amount} สำหรับรายการถอน {reference} ของคุณ ไม่ต้องยืนยันเพิ่มเติม',
    'Kinumpirma ng aming cashier team na natanggap ang bayad na {amount} para sa iyong withdrawal {reference}. Wala ka nang kailangang kumpirmahin.',
    'Tim kasir kami mengonfirmasi bahwa pembayaran {amount} untuk penarikan {reference} Anda telah diterima. Tidak ada lagi yang perlu Anda konfirmasi.',
  ),
};

const PAYMENT_CANCELLED = {
  title: tr(
    'Withdrawal payment cancelled',
    '提款汇款已取消',
    'Khoản chuyển tiền rút đã bị hủy',
    '出金の送金を取り消しました',
    'ยกเลิกการโอนเงินถอนแล้ว',
    'Kinansela ang bayad ng withdrawal',
    'Pembayaran penarikan dibatalkan',
  ),
  body: tr(
    'The payment of {amount} towards your withdrawal {reference} did not arrive and was cancelled. The amount waits to be sent again; nothing was taken from your balance.',
    '您的提款 {reference} 中 {amount} 的汇款未到账，已被取消。该金额将重新汇出，您的余额未被扣除。',
    'Khoản {amount} cho lệnh rút {reference} của bạn không đến nơi và đã bị hủy. Số tiền sẽ được chuyển lại; số dư của bạn không bị trừ.',
    '出金 {reference} のうち {amount} の送金は届かなかったため取り消しました。この金額は改めて送金されます。残高からは何も引かれていません。',
    'การโอนเงิน {amount} สำหรับรายการถอน {reference} ไม่ถึงปลายทางและถูกยกเลิก ยอดนี้จะถูกโอนใหม่ และไม่มีการหักยอดคงเหลือของคุณ',
    'Hindi dumating ang bayad na {amount} para sa iyong withdrawal {reference} kaya ito ay kinansela. Ipapadala itong muli; walang nabawas sa iyong balanse.',
    'Pembayaran {amount} untuk penarikan {reference} Anda tidak sampai dan dibatalkan. Jumlah tersebut akan dikirim ulang; saldo Anda tidak dipotong.',
  ),
};

/**
 * A payment in dispute was settled by the cashier (its receipt forced, or cancelled as never
 * arrived): the member reads what happened to it, once per payment and outcome.
 */
export async function tellPaymentSettled(
  q: Queryable,
  merchant: Merchant,
  w: { memberId: number; reference: string },
  payment: { id: number; amount: number },
  kind: 'force' | 'cancel',
): Promise<void> {
  const t = kind === 'force' ? RECEIPT_CONFIRMED : PAYMENT_CANCELLED;
  await sendMemberMessage(q, merchant.id, w.memberId, {
    category: 'withdrawal',
    title: t.title,
    body: fill(t.body, { amount: amountText(payment.amount, merchant.currency), reference: w.reference }),
    source: `withdrawal:${w.reference}`,
    eventKey: `withdrawal-payment-${kind}:${payment.id}`,
  });
}
