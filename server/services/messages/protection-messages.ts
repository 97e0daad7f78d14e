import type { BreakKind } from '../../../schemas/api/protection-breaks';
import type { LocalizedText } from '../content/localized-text';
import { tr } from '../content/demo/copy';
import { fill } from './cashier-messages';

/**
 * What a member reads in the inbox when customer service acts on their protection: in every
 * language of the portal, as the member may read any of them.
 */

const LIFTED = {
  title: tr(
    'Your self-exclusion has ended',
    '您的自我禁入已结束',
    'Việc tự loại trừ của bạn đã kết thúc',
    '自己排除が終了しました',
    'การระงับบัญชีด้วยตนเองของคุณสิ้นสุดแล้ว',
    'Natapos na ang iyong self-exclusion',
    'Pengecualian diri Anda telah berakhir',
  ),
  body: tr(
    'At your request, your indefinite self-exclusion has been lifted. You may log in and play again. Your limits still hold; you can set new ones in your account at any time.',
    '应您的要求，您的无限期自我禁入已解除。您可以重新登录并游戏。您的限额仍然有效，您可随时在账户中设置新的限额。',
    'Theo yêu cầu của bạn, việc tự loại trừ vô thời hạn đã được gỡ bỏ. Bạn có thể đăng nhập và chơi lại. Các giới hạn của bạn vẫn còn hiệu lực; bạn có thể đặt giới hạn mới trong tài khoản bất cứ lúc nào.',
    'ご依頼により、無期限の自己排除を解除しました。再びログインしてプレイできます。設定済みの上限はそのまま有効で、アカウントからいつでも新しい上限を設定できます。',
    'ตามคำขอของคุณ การระงับบัญชีด้วยตนเองแบบไม่มีกำหนดได้ถูกยกเลิกแล้ว คุณสามารถเข้าสู่ระบบและเล่นได้อีกครั้ง วงเงินจำกัดของคุณยังคงมีผล และคุณสามารถตั้งวงเงินใหม่ในบัญชีได้ทุกเมื่อ',
    'Ayon sa iyong kahilingan, inalis na ang iyong walang-takdang self-exclusion. Maaari ka nang mag-log in at maglaro muli. Nananatili ang iyong mga limit; maaari kang magtakda ng bago sa iyong account anumang oras.',
    'Atas permintaan Anda, pengecualian diri tanpa batas waktu Anda telah dicabut. Anda dapat masuk dan bermain lagi. Batas Anda tetap berlaku; Anda dapat menetapkan batas baru di akun Anda kapan saja.',
  ),
};

const TIME_OUT = {
  title: tr(
    'A time-out has been placed on your account',
    '您的账户已被设置暂停期',
    'Tài khoản của bạn đã được đặt thời gian tạm nghỉ',
    'お客様のアカウントにタイムアウトが設定されました',
    'บัญชีของคุณถูกตั้งช่วงพักแล้ว',
    'Nilagyan ng time-out ang iyong account',
    'Akun Anda telah diberi masa jeda',
  ),
  body: tr(
    'Our customer service placed a time-out on your account until {until}. You cannot log in or play before then. Please contact customer service with any question.',
    '我们的客服已为您的账户设置暂停期，直至 {until}。在此之前您无法登录或游戏。如有疑问，请联系客服。',
    'Bộ phận chăm sóc khách hàng đã đặt thời gian tạm nghỉ cho tài khoản của bạn đến {until}. Bạn không thể đăng nhập hoặc chơi trước thời điểm đó. Vui lòng liên hệ chăm sóc khách hàng nếu có thắc mắc.',
    'カスタマーサービスがお客様のアカウントに {until} までのタイムアウトを設定しました。それまではログインもプレイもできません。ご不明な点はカスタマーサービスまでお問い合わせください。',
    'ฝ่ายบริการลูกค้าได้ตั้งช่วงพักให้บัญชีของคุณจนถึง {until} คุณจะไม่สามารถเข้าสู่ระบบหรือเล่นได้ก่อนเวลานั้น หากมีคำถามโปรดติดต่อฝ่ายบริการลูกค้า',
    'Naglagay ang aming customer service ng time-out sa iyong account hanggang {until}. Hindi ka makakapag-log in o makakapaglaro bago iyon. Makipag-ugnayan sa customer service kung may tanong.',
    'Layanan pelanggan kami telah menetapkan masa jeda pada akun Anda hingga {until}. Anda tidak dapat masuk atau bermain sebelum itu. Silakan hubungi layanan pelanggan jika ada pertanyaan.',
  ),
};

const EXCLUDED = {
  title: tr(
    'Your account has been excluded',
    '您的账户已被禁入',
    'Tài khoản của bạn đã bị loại trừ',
    'お客様のアカウントは利用停止になりました',
    'บัญชีของคุณถูกระงับแล้ว',
    'Na-exclude ang iyong account',
    'Akun Anda telah dikecualikan',
  ),
  until: tr(
    'Our customer service excluded your account until {until}. You cannot log in or play before then. Please contact customer service with any question.',
    '我们的客服已将您的账户禁入，直至 {until}。在此之前您无法登录或游戏。如有疑问，请联系客服。',
    'Bộ phận chăm sóc khách hàng đã loại trừ tài khoản của bạn đến {until}. Bạn không thể đăng nhập hoặc chơi trước thời điểm đó. Vui lòng liên hệ chăm sóc khách hàng nếu có thắc mắc.',
    'カスタマーサービスがお客様のアカウントを {until} まで利用停止にしました。それまではログインもプレイもできません。ご不明な点はカスタマーサービスまでお問い合わせください。',
    'ฝ่ายบริการลูกค้าได้ระงับบัญชีของคุณจนถึง {until} คุณจะไม่สามารถเข้าสู่ระบบหรือเล่นได้ก่อนเวลานั้น หากมีคำถามโปรดติดต่อฝ่ายบริการลูกค้า',
    'Na-exclude ng aming customer service ang iyong account hanggang {until}. Hindi ka makakapag-log in o makakapaglaro bago iyon. Makipag-ugnayan sa customer service kung may tanong.',
    'Layanan pelanggan kami telah mengecualikan akun Anda hingga {until}. Anda tidak dapat masuk atau bermain sebelum itu. Silakan hubungi layanan pelanggan jika ada pertanyaan.',
  ),
  indefinite: tr(
    'Our customer service excluded your account until further notice. You cannot log in or play. Please contact customer service with any question.',
    '我们的客服已将您的账户无限期禁入。您无法登录或游戏。如有疑问，请联系客服。',
    'Bộ phận chăm sóc khách hàng đã loại trừ tài khoản của bạn cho đến khi có thông báo mới. Bạn không thể đăng nhập hoặc chơi. Vui lòng liên hệ chăm sóc khách hàng nếu có thắc mắc.',
    'カスタマーサービスがお客様のアカウントを追って通知するまで利用停止にしました。ログインもプレイもできません。ご不明な点はカスタマーサービスまでお問い合わせください。',
    'ฝ่ายบริการลูกค้าได้ระงับบัญชีของคุณจนกว่าจะมีการแจ้งเปลี่ยนแปลง คุณจะไม่สามารถเข้าสู่ระบบหรือเล่นได้ หากมีคำถามโปรดติดต่อฝ่ายบริการลูกค้า',
    'Na-exclude ng aming customer service ang iyong account hanggang sa susunod na abiso. Hindi ka makakapag-log in o makakapaglaro. Makipag-ugnayan sa customer service kung may tanong.',
    'Layanan pelanggan kami telah mengecualikan akun Anda hingga pemberitahuan lebih lanjut. Anda tidak dapat masuk atau bermain. Silakan hubungi layanan pelanggan jika ada pertanyaan.',
  ),
};

export interface InboxNotice {
  title: LocalizedText;
  body: LocalizedText;
}

/** An end time as every reader can read it, whatever their language: `2026-12-05 20:00 UTC`. */
const untilText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export const exclusionLiftedNotice = (): InboxNotice => LIFTED;

/** A break customer service placed: until when, or until further notice (an indefinite exclusion). */
export function breakPlacedNotice(kind: BreakKind, until: string | null): InboxNotice {
  if (until === null) return { title: EXCLUDED.title, body: EXCLUDED.indefinite };
  const text = kind === 'time-out' ? TIME_OUT : { title: EXCLUDED.title, body: EXCLUDED.until };
  return { title: text.title, body: fill(text.body, { until: untilText(until) }) };
}
