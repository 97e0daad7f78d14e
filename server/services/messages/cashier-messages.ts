import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import type { LocalizedText } from '../content/localized-text';
import { tr } from '../content/demo/copy';
import { sendMemberMessage } from './send-message';

/** Money as members read it in a message: grouped, two decimals, with the currency. */
export function amountText(value: number, currency: string): string {
  const minor = Number(value);
  const [whole = '0', cents = '00'] = (Math.abs(minor) / 100).toFixed(2).split('.');
  return `${minor < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents} ${currency}`;
}

export function fill(text: LocalizedText, values: Record<string, string>): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([lang, v]) => [
      lang,
      v.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole),
    ]),
  );
}

const DEPOSIT_APPROVED = {
  title: tr(
    'Deposit approved',
    '存款已到账',
    'Nạp tiền đã được duyệt',
    '入金が承認されました',
    'อนุมัติการฝากเงินแล้ว',
    'Naaprubahan ang deposito',
    'Deposit disetujui',
  ),
  body: tr(
    'Your deposit of {amount} (reference {reference}) was approved and added to your main wallet.',
    '您的存款 {amount}（单号 {reference}）已审核通过，并已存入主钱包。',
    'Khoản nạp {amount} (mã {reference}) của bạn đã được duyệt và cộng vào ví chính.',
    '{amount} の入金（参照番号 {reference}）が承認され、メインウォレットに入金されました。',
    'การฝากเงิน {amount} (หมายเลขอ้างอิง {reference}) ได้รับการอนุมัติและเข้ากระเป๋าหลักแล้ว',
    'Naaprubahan ang iyong deposito na {amount} (reference {reference}) at naidagdag na sa iyong main wallet.',
    'Deposit Anda sebesar {amount} (referensi {reference}) telah disetujui dan masuk ke dompet utama.',
  ),
};

const DEPOSIT_REJECTED = {
  title: tr(
    'Deposit rejected',
    '存款未通过',
    'Nạp tiền bị từ chối',
    '入金が却下されました',
    'การฝากเงินถูกปฏิเสธ',
    'Tinanggihan ang deposito',
    'Deposit ditolak',
  ),
  body: tr(
    'Your deposit of {amount} (reference {reference}) was rejected: {reason}. Nothing was added to your wallet; contact customer service if you have paid.',
    '您的存款 {amount}（单号 {reference}）未通过审核：{reason}。钱包余额未变动；如您已付款，请联系客服。',
    'Khoản nạp {amount} (mã {reference}) của bạn bị từ chối: {reason}. Ví của bạn không thay đổi; nếu bạn đã thanh toán, hãy liên hệ chăm sóc khách hàng.',
    '{amount} の入金（参照番号 {reference}）は却下されました：{reason}。ウォレットへの入金はありません。お支払い済みの場合はカスタマーサービスへご連絡ください。',
    'การฝากเงิน {amount} (หมายเลขอ้างอิง {reference}) ถูกปฏิเสธ: {reason} ยอดในกระเป๋าไม่เปลี่ยนแปลง หากคุณชำระเงินแล้วโปรดติดต่อฝ่ายบริการลูกค้า',
    'Tinanggihan ang iyong deposito na {amount} (reference {reference}): {reason}. Walang naidagdag sa iyong wallet; kontakin ang customer service kung nakapagbayad ka na.',
    'Deposit Anda sebesar {amount} (referensi {reference}) ditolak: {reason}. Saldo dompet tidak berubah; hubungi layanan pelanggan jika Anda sudah membayar.',
  ),
};

const WITHDRAWAL_PAID = {
  title: tr(
    'Withdrawal payment sent',
    '提款已汇出',
    'Đã chuyển tiền rút',
    '出金を送金しました',
    'โอนเงินถอนแล้ว',
    'Naipadala na ang withdrawal',
    'Pembayaran penarikan dikirim',
  ),
  body: tr(
    'A payment of {amount} towards your withdrawal {reference} has been sent. Please confirm its receipt on the withdrawal page when it arrives.',
    '您的提款 {reference} 已汇出 {amount}。到账后请在提款页面确认收款。',
    'Một khoản {amount} cho lệnh rút {reference} của bạn đã được chuyển. Vui lòng xác nhận đã nhận tại trang rút tiền khi tiền về.',
    '出金 {reference} のうち {amount} を送金しました。着金したら出金ページで受け取りを確認してください。',
    'โอนเงิน {amount} สำหรับรายการถอน {reference} แล้ว เมื่อได้รับเงินโปรดยืนยันการรับเงินในหน้าถอนเงิน',
    'Naipadala na ang bayad na {amount} para sa iyong withdrawal {reference}. Pakikumpirma ang pagtanggap sa withdrawal page kapag dumating na.',
    'Pembayaran sebesar {amount} untuk penarikan {reference} telah dikirim. Mohon konfirmasi penerimaannya di halaman penarikan setelah dana masuk.',
  ),
};

const WITHDRAWAL_REJECTED = {
  title: tr(
    'Withdrawal rejected',
    '提款未通过',
    'Rút tiền bị từ chối',
    '出金が却下されました',
    'การถอนเงินถูกปฏิเสธ',
    'Tinanggihan ang withdrawal',
    'Penarikan ditolak',
  ),
  body: tr(
    'Your withdrawal {reference} of {amount} was rejected: {reason}. {released} was returned to your main wallet.',
    '您的提款 {reference}（{amount}）未通过：{reason}。{released} 已退回主钱包。',
    'Lệnh rút {reference} ({amount}) của bạn bị từ chối: {reason}. {released} đã được hoàn về ví chính.',
    '出金 {reference}（{amount}）は却下されました：{reason}。{released} をメインウォレットに戻しました。',
    'รายการถอน {reference} ({amount}) ถูกปฏิเสธ: {reason} คืนเงิน {released} เข้ากระเป๋าหลักแล้ว',
    'Tinanggihan ang iyong withdrawal {reference} na {amount}: {reason}. Naibalik ang {released} sa iyong main wallet.',
    'Penarikan {reference} sebesar {amount} ditolak: {reason}. {released} telah dikembalikan ke dompet utama.',
  ),
};

/** Said when ops gave no reason (the member still learns what happened). */
const NO_REASON = tr(
  'no reason was given',
  '未注明原因',
  'không có lý do',
  '理由の記載なし',
  'ไม่ได้ระบุเหตุผล',
  'walang ibinigay na dahilan',
  'tanpa alasan',
);

function reasonText(reason: string | null | undefined): LocalizedText {
  const r = reason?.trim();
  return r ? tr(r, r, r, r, r, r, r) : NO_REASON;
}

function withReason(text: LocalizedText, values: Record<string, string>, reason: string | null | undefined) {
  const reasons = reasonText(reason);
  return Object.fromEntries(
    Object.entries(fill(text, values)).map(([lang, v]) => [lang, v.replace('{reason}', reasons[lang] ?? '')]),
  );
}

/** The deposit was approved or rejected (once per deposit, in the decision's transaction). */
export async function tellDepositDecided(
  q: Queryable,
  merchant: Merchant,
  d: {
    id: number | string;
    member_id: number | string;
    reference: string;
    amount: number;
    status: string;
    reason: string | null;
  },
): Promise<void> {
  const values = { amount: amountText(d.amount, merchant.currency), reference: d.reference };
  const approved = d.status === 'approved';
  const t = approved ? DEPOSIT_APPROVED : DEPOSIT_REJECTED;
  await sendMemberMessage(q, merchant.id, Number(d.member_id), {
    category: 'deposit',
    title: t.title,
    body: approved ? fill(t.body, values) : withReason(t.body, values, d.reason),
    source: `deposit:${d.reference}`,
    eventKey: `deposit:${d.id}:${d.status}`,
  });
}

/** A payment towards a withdrawal was sent (once per payment). */
export async function tellWithdrawalPaid(
  q: Queryable,
  merchant: Merchant,
  w: { member_id: number | string; reference: string },
  payout: { id: number | string; amount: number },
): Promise<void> {
  await sendMemberMessage(q, merchant.id, Number(w.member_id), {
    category: 'withdrawal',
    title: WITHDRAWAL_PAID.title,
    body: fill(WITHDRAWAL_PAID.body, {
      amount: amountText(payout.amount, merchant.currency),
      reference: w.reference,
    }),
    source: `withdrawal:${w.reference}`,
    eventKey: `withdrawal-payout:${payout.id}`,
  });
}

/** The withdrawal was rejected and `released` went back to the main wallet (once per withdrawal). */
export async function tellWithdrawalRejected(
  q: Queryable,
  merchant: Merchant,
  w: { id: number | string; member_id: number | string; reference: string; amount: number },
  released: number,
  reason: string,
): Promise<void> {
  await sendMemberMessage(q, merchant.id, Number(w.member_id), {
    category: 'withdrawal',
    title: WITHDRAWAL_REJECTED.title,
    body: withReason(
      WITHDRAWAL_REJECTED.body,
      {
        amount: amountText(w.amount, merchant.currency),
        released: amountText(released, merchant.currency),
        reference: w.reference,
      },
      reason,
    ),
    source: `withdrawal:${w.reference}`,
    eventKey: `withdrawal-rejected:${w.id}`,
  });
}
