import type { DemoSeeder } from '../../seed/seed-demo';
import { brand, tr } from '../content/demo/copy';
import type { LocalizedText } from '../content/localized-text';
import { sendMemberMessage, type MemberMessageCategory } from './send-message';

interface DemoMessage {
  category: MemberMessageCategory;
  title: LocalizedText;
  body: LocalizedText;
  hoursAgo: number;
  read?: boolean;
}

const DEMO_MESSAGES: DemoMessage[] = [
  {
    category: 'notice',
    hoursAgo: 1,
    title: tr(
      'Welcome to {brand}',
      '欢迎来到 {brand}',
      'Chào mừng đến với {brand}',
      '{brand} へようこそ',
      'ยินดีต้อนรับสู่ {brand}',
      'Maligayang pagdating sa {brand}',
      'Selamat datang di {brand}',
    ),
    body: tr(
      'Thank you for joining {brand}.\nSet a payment password in My account before your first withdrawal, and keep your contact details up to date so we can reach you.',
      '感谢您加入 {brand}。\n首次提款前请在“我的账户”中设置支付密码，并保持联系方式最新，以便我们与您联系。',
      'Cảm ơn bạn đã tham gia {brand}.\nHãy đặt mật khẩu thanh toán trong Tài khoản của tôi trước lần rút tiền đầu tiên và cập nhật thông tin liên hệ để chúng tôi có thể liên lạc với bạn.',
      '{brand} にご登録いただきありがとうございます。\n初回出金の前にマイアカウントで支払いパスワードを設定し、連絡先を最新に保ってください。',
      'ขอบคุณที่เข้าร่วมกับ {brand}\nโปรดตั้งรหัสผ่านการชำระเงินในบัญชีของฉันก่อนถอนเงินครั้งแรก และอัปเดตข้อมูลติดต่อให้เป็นปัจจุบัน',
      'Salamat sa pagsali sa {brand}.\nMagtakda ng payment password sa My account bago ang iyong unang withdrawal, at panatilihing updated ang iyong contact details.',
      'Terima kasih telah bergabung dengan {brand}.\nAtur kata sandi pembayaran di Akun saya sebelum penarikan pertama, dan perbarui data kontak Anda agar kami dapat menghubungi Anda.',
    ),
  },
  {
    category: 'promotion',
    hoursAgo: 5,
    title: tr(
      'Your weekend reload bonus',
      '您的周末充值红利',
      'Thưởng nạp lại cuối tuần của bạn',
      '週末リロードボーナス',
      'โบนัสฝากซ้ำวันหยุดสุดสัปดาห์',
      'Ang iyong weekend reload bonus',
      'Bonus isi ulang akhir pekan Anda',
    ),
    body: tr(
      'Deposit this weekend and receive a 10% bonus up to 100, with a 5x turnover. See Promotions for the details.',
      '本周末存款即可获得 10% 红利，最高 100，5 倍流水。详情请见优惠活动。',
      'Nạp tiền cuối tuần này để nhận thưởng 10% tối đa 100, doanh số cược 5 lần. Xem chi tiết tại Khuyến mãi.',
      '今週末に入金すると最大100の10%ボーナス（5倍の賭け条件）がもらえます。詳しくはプロモーションをご覧ください。',
      'ฝากเงินสุดสัปดาห์นี้รับโบนัส 10% สูงสุด 100 ทำยอด 5 เท่า ดูรายละเอียดที่โปรโมชั่น',
      'Mag-deposit ngayong weekend at tumanggap ng 10% bonus hanggang 100, na may 5x turnover. Tingnan ang Promotions para sa detalye.',
      'Deposit akhir pekan ini dan dapatkan bonus 10% hingga 100, dengan turnover 5x. Lihat Promosi untuk detailnya.',
    ),
  },
  {
    category: 'notice',
    hoursAgo: 26,
    title: tr(
      'New sign-in to your account',
      '您的账户有新登录',
      'Đăng nhập mới vào tài khoản',
      'アカウントへの新しいログイン',
      'มีการเข้าสู่ระบบบัญชีใหม่',
      'Bagong sign-in sa iyong account',
      'Login baru ke akun Anda',
    ),
    body: tr(
      'Your account was signed in from a new browser. If this was not you, change your password at once and contact customer service.',
      '您的账户在新的浏览器上登录。如果不是您本人操作，请立即修改密码并联系客服。',
      'Tài khoản của bạn vừa đăng nhập từ một trình duyệt mới. Nếu không phải bạn, hãy đổi mật khẩu ngay và liên hệ chăm sóc khách hàng.',
      '新しいブラウザからアカウントにログインがありました。お心当たりがない場合は、すぐにパスワードを変更し、カスタマーサービスへご連絡ください。',
      'มีการเข้าสู่ระบบบัญชีของคุณจากเบราว์เซอร์ใหม่ หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันทีและติดต่อฝ่ายบริการลูกค้า',
      'Na-sign in ang iyong account mula sa bagong browser. Kung hindi ikaw ito, palitan agad ang password at kontakin ang customer service.',
      'Akun Anda masuk dari browser baru. Jika itu bukan Anda, segera ganti kata sandi dan hubungi layanan pelanggan.',
    ),
    read: true,
  },
  {
    category: 'notice',
    hoursAgo: 72,
    title: tr(
      'VIP level 3 reached',
      '已达到 VIP 3 级',
      'Đã đạt VIP cấp 3',
      'VIPレベル3に到達',
      'ถึงระดับ VIP 3 แล้ว',
      'Naabot ang VIP level 3',
      'Mencapai VIP level 3',
    ),
    body: tr(
      'Congratulations: your play took you to VIP level 3. Higher withdrawal limits and a birthday gift are now yours.',
      '恭喜！您已升级至 VIP 3 级，可享受更高的提款额度和生日礼金。',
      'Chúc mừng: bạn đã lên VIP cấp 3. Hạn mức rút tiền cao hơn và quà sinh nhật giờ là của bạn.',
      'おめでとうございます！VIPレベル3に到達しました。出金限度額の引き上げと誕生日ギフトをお楽しみください。',
      'ยินดีด้วย! คุณขึ้นสู่ระดับ VIP 3 แล้ว รับวงเงินถอนที่สูงขึ้นและของขวัญวันเกิด',
      'Binabati ka: naabot mo ang VIP level 3. Mas mataas na withdrawal limit at birthday gift ang naghihintay sa iyo.',
      'Selamat: Anda mencapai VIP level 3. Batas penarikan lebih tinggi dan hadiah ulang tahun kini milik Anda.',
    ),
    read: true,
  },
];

/** A few messages in the demo player's inbox (two unread), beside the merchant's player notices. */
export const messagesSeeder: DemoSeeder = {
  name: 'messages',
  async run(q, merchant) {
    const [row] = await q.query<{ id: number; name: string }>(
      `SELECT m.id, x.name FROM members m JOIN merchants x ON x.id = m.merchant_id
        WHERE m.merchant_id = $1 AND m.username = 'demo'`,
      [merchant.id],
    );
    if (!row) return;
    for (const m of DEMO_MESSAGES) {
      const id = await sendMemberMessage(q, merchant.id, row.id, {
        category: m.category,
        title: brand(m.title, row.name),
        body: brand(m.body, row.name),
        source: 'seed',
        createdAt: new Date(Date.now() - m.hoursAgo * 3_600_000),
      });
      if (m.read && id !== null)
        await q.query('UPDATE member_messages SET read_at = created_at WHERE id = $1', [id]);
    }
  },
};
