import { tr } from './copy';
import type { DemoNotice } from './notice-copy';

/** Agent announcements (type AG): the agent centre's Announcement page, for agents only. */
export const DEMO_AGENT_NOTICES: DemoNotice[] = [
  {
    daysAgo: 0,
    title: tr(
      'When your contracts settle',
      '合约结算时间说明',
      'Thời gian tất toán hợp đồng',
      '契約の精算スケジュール',
      'กำหนดเวลาการชำระตามสัญญา',
      'Kailan sine-settle ang iyong mga kontrata',
      'Jadwal penyelesaian kontrak Anda',
    ),
    content: tr(
      'Every contract pays after its period ends, with times in UTC:\n- Real-time salary: every 5 minutes\n- Hourly salary: at the start of each hour\n- Daily salary: just after 00:00\n- Dividend: weekly periods start on Monday, monthly ones on the 1st\nThe agent who offered the contract pays from their main wallet. If that wallet is short, the period is recorded as short and nothing moves. Every period shows under Settlements on each contract page.',
      '每份合约在周期结束后结算，时间均为 UTC：\n- 实时工资：每 5 分钟\n- 时薪：每小时整点\n- 日工资：00:00 之后\n- 分红：周结周期从周一开始，月结周期从每月 1 日开始\n由发出合约的代理从其主钱包支付。若钱包余额不足，该周期记为“余额不足”，不会转账。每个周期都显示在各合约页面的“结算”中。',
      'Mỗi hợp đồng được trả sau khi kỳ kết thúc, thời gian theo UTC:\n- Lương thời gian thực: mỗi 5 phút\n- Lương theo giờ: đầu mỗi giờ\n- Lương ngày: ngay sau 00:00\n- Cổ tức: kỳ tuần bắt đầu từ thứ Hai, kỳ tháng từ ngày 1\nĐại lý đưa ra hợp đồng sẽ trả từ ví chính. Nếu ví không đủ, kỳ đó được ghi là thiếu và không có giao dịch. Mọi kỳ đều hiển thị trong mục Tất toán của từng trang hợp đồng.',
      '各契約は期間終了後に支払われます（時刻はUTC）：\n- リアルタイム給与：5分ごと\n- 時給：毎時0分\n- 日給：00:00の直後\n- 配当：週次は月曜日から、月次は1日から\n契約を提示した代理がメインウォレットから支払います。残高不足の場合、その期間は「不足」と記録され、送金は行われません。すべての期間は各契約ページの「精算」に表示されます。',
      'ทุกสัญญาจะจ่ายหลังจากรอบสิ้นสุด โดยใช้เวลา UTC:\n- เงินเดือนเรียลไทม์: ทุก 5 นาที\n- เงินเดือนรายชั่วโมง: ต้นชั่วโมง\n- เงินเดือนรายวัน: หลัง 00:00\n- เงินปันผล: รอบรายสัปดาห์เริ่มวันจันทร์ รอบรายเดือนเริ่มวันที่ 1\nเอเจนต์ที่เสนอสัญญาเป็นผู้จ่ายจากกระเป๋าหลัก หากยอดไม่พอ รอบนั้นจะถูกบันทึกว่ายอดไม่พอและไม่มีการโอน ทุกรอบแสดงในส่วนการชำระของแต่ละหน้าสัญญา',
      'Bawat kontrata ay nagbabayad pagkatapos ng period nito, sa oras na UTC:\n- Real-time na sahod: bawat 5 minuto\n- Sahod kada oras: sa simula ng bawat oras\n- Arawang sahod: pagkalipas ng 00:00\n- Dividend: ang lingguhang period ay nagsisimula tuwing Lunes, ang buwanan tuwing ika-1\nAng agent na nag-alok ng kontrata ang nagbabayad mula sa kanyang main wallet. Kapag kulang ang wallet, itinatala ang period bilang kulang at walang gumagalaw na pera. Makikita ang bawat period sa Settlements ng bawat pahina ng kontrata.',
      'Setiap kontrak dibayar setelah periodenya berakhir, dengan waktu UTC:\n- Gaji real-time: setiap 5 menit\n- Gaji per jam: di awal setiap jam\n- Gaji harian: tepat setelah 00:00\n- Dividen: periode mingguan dimulai hari Senin, bulanan pada tanggal 1\nAgen yang menawarkan kontrak membayar dari dompet utamanya. Jika saldo kurang, periode dicatat sebagai kurang dan tidak ada dana yang berpindah. Setiap periode tampil di Penyelesaian pada setiap halaman kontrak.',
    ),
  },
  {
    daysAgo: 3,
    title: tr(
      'Commission policy for {brand} agents',
      '{brand} 代理佣金政策',
      'Chính sách hoa hồng cho đại lý {brand}',
      '{brand} 代理のコミッション規定',
      'นโยบายค่าคอมมิชชันสำหรับเอเจนต์ {brand}',
      'Patakaran sa komisyon para sa mga agent ng {brand}',
      'Kebijakan komisi untuk agen {brand}',
    ),
    content: tr(
      "Commission is counted on the valid bets and net loss of your whole team, never on your own play.\nThe rate you offer a direct agent can never be above your own rate for the same product. When your own rate is lowered, downline contracts above it end.\nAccounts opened to collect commission on one person's play, or that trade bets between team members, are closed and their commission withheld.",
      '佣金按您整个团队的有效投注和净输计算，不包括您本人的投注。\n您给直属代理的比例不得高于您在同一产品上的比例。当您的比例下调时，高于该比例的下级合约将终止。\n为个人投注套取佣金而开设的账户，或团队成员之间对冲投注的账户，将被关闭并扣回佣金。',
      'Hoa hồng được tính trên cược hợp lệ và thua ròng của cả đội, không tính cược của chính bạn.\nTỷ lệ bạn đưa cho đại lý trực tiếp không bao giờ được cao hơn tỷ lệ của chính bạn cho cùng sản phẩm. Khi tỷ lệ của bạn giảm, các hợp đồng tuyến dưới cao hơn sẽ kết thúc.\nTài khoản mở ra để hưởng hoa hồng từ cược của một người, hoặc cược đối ứng giữa các thành viên trong đội, sẽ bị đóng và hoa hồng bị giữ lại.',
      'コミッションはチーム全体の有効ベットと純損失に対して計算され、ご自身のプレイは対象外です。\n直属代理に提示するレートは、同じ商品でのご自身のレートを超えることはできません。ご自身のレートが下がった場合、それを上回る下位の契約は終了します。\n一人のプレイでコミッションを得るために開設した口座や、チーム内で相殺ベットを行う口座は閉鎖され、コミッションは差し止められます。',
      'ค่าคอมมิชชันคิดจากยอดเดิมพันที่ถูกต้องและยอดเสียสุทธิของทั้งทีม ไม่รวมการเล่นของคุณเอง\nอัตราที่คุณเสนอให้เอเจนต์สายตรงต้องไม่สูงกว่าอัตราของคุณเองในผลิตภัณฑ์เดียวกัน เมื่ออัตราของคุณลดลง สัญญาของสายล่างที่สูงกว่าจะสิ้นสุด\nบัญชีที่เปิดเพื่อรับค่าคอมมิชชันจากการเล่นของคนคนเดียว หรือเดิมพันหักล้างกันระหว่างสมาชิกในทีม จะถูกปิดและระงับค่าคอมมิชชัน',
      'Ang komisyon ay binibilang sa valid bets at net loss ng buong team mo, hindi sa sarili mong laro.\nAng rate na iaalok mo sa direktang agent ay hindi maaaring lumampas sa sarili mong rate sa parehong produkto. Kapag ibinaba ang rate mo, matatapos ang mga kontrata sa ibaba na mas mataas dito.\nAng mga account na binuksan para kumita ng komisyon sa laro ng iisang tao, o nagpapalitan ng taya sa loob ng team, ay isasara at pipigilan ang komisyon.',
      'Komisi dihitung dari taruhan valid dan kekalahan bersih seluruh tim Anda, bukan dari permainan Anda sendiri.\nTarif yang Anda tawarkan kepada agen langsung tidak boleh melebihi tarif Anda sendiri untuk produk yang sama. Jika tarif Anda diturunkan, kontrak downline yang lebih tinggi akan berakhir.\nAkun yang dibuka untuk mendapat komisi dari permainan satu orang, atau yang saling memasang taruhan berlawanan di dalam tim, akan ditutup dan komisinya ditahan.',
    ),
  },
];
