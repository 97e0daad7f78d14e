import type { LocalizedText } from '../localized-text';
import { tr } from './copy';

export interface DemoPromotion {
  /** Stable key banners link to (`promo:<key>`). */
  key: string;
  category: 'new' | 'slots' | 'live' | 'sports' | 'referral' | 'missions';
  /** Banner artwork reused as the promotion's picture: `<group>-<n>`. */
  art: string;
  title: LocalizedText;
  summary: LocalizedText;
  /** Lines; lines starting with "- " become a list. */
  content: LocalizedText;
  /** Days the offer still runs; open-ended when absent. */
  endsInDays?: number;
  daysAgo: number;
}

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    key: 'welcome',
    category: 'new',
    art: 'w_home-1',
    daysAgo: 2,
    title: tr(
      '100% welcome bonus',
      '100% 首存奖金',
      'Thưởng chào mừng 100%',
      '100% ウェルカムボーナス',
      'โบนัสต้อนรับ 100%',
      '100% welcome bonus',
      'Bonus sambutan 100%',
    ),
    summary: tr(
      'Double your first deposit, up to 500 in bonus.',
      '首存翻倍，最高奖金 500。',
      'Nhân đôi lần nạp đầu, thưởng tối đa 500.',
      '初回入金を2倍に、ボーナス最大500。',
      'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า โบนัสสูงสุด 500',
      'Doblehin ang unang deposito, hanggang 500 na bonus.',
      'Gandakan deposit pertama, bonus hingga 500.',
    ),
    content: tr(
      'Make your first deposit and we match it 100%, up to 500.\n- Minimum deposit 20.\n- Wager the bonus 20 times within 30 days.\n- One welcome bonus per person, household and device.',
      '完成首次存款，即可获得 100% 配比奖金，最高 500。\n- 最低存款 20。\n- 奖金须在 30 天内完成 20 倍流水。\n- 每人、每户、每台设备限领一次。',
      'Nạp lần đầu và chúng tôi tặng thêm 100%, tối đa 500.\n- Nạp tối thiểu 20.\n- Cược tiền thưởng 20 lần trong 30 ngày.\n- Mỗi người, mỗi hộ và mỗi thiết bị chỉ nhận một lần.',
      '初回入金に100%、最大500までマッチします。\n- 最低入金額は20。\n- ボーナスは30日以内に20倍の賭け条件があります。\n- お一人様・1世帯・1端末につき1回限り。',
      'ฝากครั้งแรก รับโบนัสเพิ่ม 100% สูงสุด 500\n- ฝากขั้นต่ำ 20\n- ทำยอดเทิร์นโบนัส 20 เท่าภายใน 30 วัน\n- จำกัดหนึ่งสิทธิ์ต่อคน ครัวเรือน และอุปกรณ์',
      'Magdeposito sa unang pagkakataon at tutumbasan namin ng 100%, hanggang 500.\n- Minimum na deposito 20.\n- Ipusta ang bonus nang 20 beses sa loob ng 30 araw.\n- Isang welcome bonus bawat tao, sambahayan at device.',
      'Lakukan deposit pertama dan kami tambahkan 100%, hingga 500.\n- Deposit minimum 20.\n- Taruhkan bonus 20 kali dalam 30 hari.\n- Satu bonus sambutan per orang, rumah tangga, dan perangkat.',
    ),
  },
  {
    key: 'free-spins',
    category: 'slots',
    art: 'w_rng-2',
    daysAgo: 3,
    endsInDays: 28,
    title: tr(
      'Free spins Friday',
      '周五免费旋转',
      'Thứ Sáu quay miễn phí',
      'フライデーフリースピン',
      'ฟรีสปินวันศุกร์',
      'Free spins tuwing Biyernes',
      'Putaran gratis hari Jumat',
    ),
    summary: tr(
      'Deposit on Friday and get 50 free spins.',
      '周五存款即送 50 次免费旋转。',
      'Nạp tiền vào thứ Sáu để nhận 50 vòng quay miễn phí.',
      '金曜日の入金で50回のフリースピン。',
      'ฝากเงินวันศุกร์ รับฟรีสปิน 50 ครั้ง',
      'Magdeposito sa Biyernes at makakuha ng 50 free spins.',
      'Deposit di hari Jumat dan dapatkan 50 putaran gratis.',
    ),
    content: tr(
      'Every Friday, deposit 50 or more and receive 50 free spins on the featured slot.\n- Spins are credited within 10 minutes.\n- Winnings from spins are wagered 10 times.',
      '每逢周五，存款 50 或以上即可获得精选老虎机 50 次免费旋转。\n- 免费旋转将在 10 分钟内到账。\n- 免费旋转所得奖金须完成 10 倍流水。',
      'Mỗi thứ Sáu, nạp từ 50 trở lên để nhận 50 vòng quay miễn phí cho máy slot nổi bật.\n- Vòng quay được cộng trong 10 phút.\n- Tiền thắng từ vòng quay cần cược 10 lần.',
      '毎週金曜日、50以上の入金で注目スロットのフリースピン50回。\n- スピンは10分以内に付与されます。\n- スピンの賞金には10倍の賭け条件があります。',
      'ทุกวันศุกร์ ฝาก 50 ขึ้นไป รับฟรีสปิน 50 ครั้งในสล็อตแนะนำ\n- ได้รับสปินภายใน 10 นาที\n- เงินรางวัลจากสปินต้องทำเทิร์น 10 เท่า',
      'Tuwing Biyernes, magdeposito ng 50 o higit pa at makatanggap ng 50 free spins sa featured slot.\n- Naipapasok ang spins sa loob ng 10 minuto.\n- Ang panalo mula sa spins ay ipupusta nang 10 beses.',
      'Setiap Jumat, deposit 50 atau lebih dan dapatkan 50 putaran gratis di slot pilihan.\n- Putaran masuk dalam 10 menit.\n- Kemenangan dari putaran harus ditaruhkan 10 kali.',
    ),
  },
  {
    key: 'live-rebate',
    category: 'live',
    art: 'w_live-2',
    daysAgo: 5,
    title: tr(
      '0.8% live casino rebate',
      '真人娱乐 0.8% 返水',
      'Hoàn trả 0,8% sòng trực tiếp',
      'ライブカジノ0.8%リベート',
      'คืนยอดเล่นคาสิโนสด 0.8%',
      '0.8% live casino rebate',
      'Rabat kasino live 0,8%',
    ),
    summary: tr(
      'Cashback on every live bet, paid every day.',
      '每笔真人投注均返水，每日派发。',
      'Hoàn tiền cho mọi cược trực tiếp, trả mỗi ngày.',
      'すべてのライブベットにキャッシュバック、毎日支払い。',
      'รับเงินคืนทุกการเดิมพันสด จ่ายทุกวัน',
      'Cashback sa bawat live bet, binabayaran araw-araw.',
      'Cashback untuk setiap taruhan live, dibayar setiap hari.',
    ),
    content: tr(
      'Get 0.8% of your valid live-casino turnover back every day, with no wagering requirement.\n- Paid by 12:00 (GMT+8) for the previous day.\n- Ties and cancelled rounds do not count.',
      '每日返还真人娱乐有效投注额的 0.8%，无流水要求。\n- 前一日返水于次日 12:00（GMT+8）前派发。\n- 和局及取消的牌局不计入。',
      'Nhận lại 0,8% doanh thu cược hợp lệ ở sòng trực tiếp mỗi ngày, không yêu cầu cược.\n- Trả trước 12:00 (GMT+8) cho ngày hôm trước.\n- Ván hòa và ván bị hủy không được tính.',
      'ライブカジノの有効ベット額の0.8%を毎日還元、賭け条件なし。\n- 前日分は12:00（GMT+8）までに支払われます。\n- 引き分けやキャンセルされたラウンドは対象外です。',
      'รับคืน 0.8% จากยอดเล่นคาสิโนสดที่ถูกต้องทุกวัน ไม่ต้องทำเทิร์น\n- จ่ายของวันก่อนหน้าภายใน 12:00 (GMT+8)\n- ผลเสมอและรอบที่ยกเลิกไม่นับรวม',
      'Makakuha ng 0.8% ng valid na live-casino turnover pabalik araw-araw, walang wagering requirement.\n- Binabayaran bago 12:00 (GMT+8) para sa nakaraang araw.\n- Hindi kasama ang tabla at kinanselang round.',
      'Dapatkan kembali 0,8% dari turnover kasino live yang sah setiap hari, tanpa syarat taruhan.\n- Dibayar sebelum 12:00 (GMT+8) untuk hari sebelumnya.\n- Seri dan putaran yang dibatalkan tidak dihitung.',
    ),
  },
  {
    key: 'parlay-boost',
    category: 'sports',
    art: 'w_sports-2',
    daysAgo: 6,
    endsInDays: 45,
    title: tr(
      'Parlay boost up to 50%',
      '串关加奖最高 50%',
      'Tăng thưởng cược xiên đến 50%',
      'パーレイ最大50%ブースト',
      'บอลสเต็ปเพิ่มสูงสุด 50%',
      'Parlay boost hanggang 50%',
      'Bonus parlay hingga 50%',
    ),
    summary: tr(
      'Extra winnings on parlays of four legs or more.',
      '四串一及以上额外加奖。',
      'Thưởng thêm cho cược xiên từ bốn kèo trở lên.',
      '4レッグ以上のパーレイに追加賞金。',
      'รับเงินรางวัลเพิ่มเมื่อเล่นสเต็ปตั้งแต่ 4 คู่ขึ้นไป',
      'Dagdag na panalo sa parlay na apat o higit pang leg.',
      'Kemenangan ekstra untuk parlay empat laga atau lebih.',
    ),
    content: tr(
      'Win a parlay and we add a boost to your winnings.\n- 4 legs: +10%.\n- 6 legs: +25%.\n- 8 legs or more: +50%.\n- Each leg at odds of 1.50 or higher.',
      '串关获胜即可获得额外加奖。\n- 4 串：+10%。\n- 6 串：+25%。\n- 8 串及以上：+50%。\n- 每场赔率须不低于 1.50。',
      'Thắng cược xiên và chúng tôi cộng thêm vào tiền thắng.\n- 4 kèo: +10%.\n- 6 kèo: +25%.\n- 8 kèo trở lên: +50%.\n- Mỗi kèo có tỷ lệ từ 1,50 trở lên.',
      'パーレイ的中で賞金にブーストを追加。\n- 4レッグ：+10%\n- 6レッグ：+25%\n- 8レッグ以上：+50%\n- 各レッグのオッズは1.50以上。',
      'ชนะสเต็ป รับเงินรางวัลเพิ่ม\n- 4 คู่: +10%\n- 6 คู่: +25%\n- 8 คู่ขึ้นไป: +50%\n- แต่ละคู่ต้องมีราคา 1.50 ขึ้นไป',
      'Manalo sa parlay at dadagdagan namin ang panalo mo.\n- 4 leg: +10%.\n- 6 leg: +25%.\n- 8 leg pataas: +50%.\n- Bawat leg ay may odds na 1.50 pataas.',
      'Menangkan parlay dan kami tambahkan bonus ke kemenangan Anda.\n- 4 laga: +10%.\n- 6 laga: +25%.\n- 8 laga atau lebih: +50%.\n- Setiap laga dengan odds 1,50 atau lebih.',
    ),
  },
  {
    key: 'referral',
    category: 'referral',
    art: 'w_promotion-2',
    daysAgo: 8,
    title: tr(
      'Invite friends, earn together',
      '邀请好友，一起赚',
      'Mời bạn bè, cùng nhận thưởng',
      '友達を招待して一緒に獲得',
      'ชวนเพื่อน รับรางวัลด้วยกัน',
      'Mag-imbita, kumita nang sabay',
      'Ajak teman, untung bersama',
    ),
    summary: tr(
      'A reward for every friend who joins and plays.',
      '每邀请一位好友注册并游戏，即可获得奖励。',
      'Nhận thưởng cho mỗi người bạn tham gia và chơi.',
      '参加してプレイした友達ごとに報酬。',
      'รับรางวัลทุกครั้งที่เพื่อนสมัครและเล่น',
      'Gantimpala sa bawat kaibigang sumali at naglaro.',
      'Hadiah untuk setiap teman yang bergabung dan bermain.',
    ),
    content: tr(
      'Share your invite link from the member centre. When a friend registers and makes a first deposit, you both receive a reward.\n- No limit on the number of friends.\n- Rewards are paid within 24 hours.',
      '在会员中心分享您的邀请链接。好友注册并完成首存后，双方均可获得奖励。\n- 邀请人数不设上限。\n- 奖励将在 24 小时内发放。',
      'Chia sẻ liên kết mời từ trung tâm thành viên. Khi bạn bè đăng ký và nạp lần đầu, cả hai đều nhận thưởng.\n- Không giới hạn số bạn bè.\n- Phần thưởng được trả trong 24 giờ.',
      '会員センターから招待リンクを共有しましょう。友達が登録して初回入金すると、お二人とも報酬を受け取れます。\n- 招待人数に上限はありません。\n- 報酬は24時間以内に支払われます。',
      'แชร์ลิงก์เชิญจากศูนย์สมาชิก เมื่อเพื่อนสมัครและฝากเงินครั้งแรก คุณทั้งคู่จะได้รับรางวัล\n- ไม่จำกัดจำนวนเพื่อน\n- จ่ายรางวัลภายใน 24 ชั่วโมง',
      'Ibahagi ang iyong invite link mula sa member centre. Kapag nagrehistro at nagdeposito ang kaibigan, pareho kayong may gantimpala.\n- Walang limitasyon sa dami ng kaibigan.\n- Binabayaran ang gantimpala sa loob ng 24 oras.',
      'Bagikan tautan undangan dari pusat anggota. Saat teman mendaftar dan melakukan deposit pertama, Anda berdua mendapat hadiah.\n- Tanpa batas jumlah teman.\n- Hadiah dibayar dalam 24 jam.',
    ),
  },
  {
    key: 'missions',
    category: 'missions',
    art: 'w_shop-1',
    daysAgo: 10,
    endsInDays: 20,
    title: tr(
      'Daily missions',
      '每日任务',
      'Nhiệm vụ hằng ngày',
      'デイリーミッション',
      'ภารกิจประจำวัน',
      'Araw-araw na missions',
      'Misi harian',
    ),
    summary: tr(
      'Complete three missions a day for bonus points.',
      '每日完成三项任务，赢取额外积分。',
      'Hoàn thành ba nhiệm vụ mỗi ngày để nhận điểm thưởng.',
      '1日3つのミッションを達成してボーナスポイント。',
      'ทำภารกิจให้ครบ 3 อย่างต่อวัน รับคะแนนพิเศษ',
      'Tapusin ang tatlong mission bawat araw para sa bonus points.',
      'Selesaikan tiga misi sehari untuk poin bonus.',
    ),
    content: tr(
      "New missions appear every day at midnight (GMT+8). Finish all three to double the day's points.\n- Points go straight to your point balance.\n- Points never expire.",
      '每天午夜（GMT+8）刷新新任务。全部完成可获得当日双倍积分。\n- 积分直接计入积分余额。\n- 积分永不过期。',
      'Nhiệm vụ mới xuất hiện mỗi ngày lúc nửa đêm (GMT+8). Hoàn thành cả ba để nhân đôi điểm trong ngày.\n- Điểm được cộng thẳng vào số dư điểm.\n- Điểm không bao giờ hết hạn.',
      '毎日0時（GMT+8）に新しいミッションが登場。3つすべて達成でその日のポイントが2倍に。\n- ポイントはポイント残高に直接加算されます。\n- ポイントは無期限です。',
      'ภารกิจใหม่ปรากฏทุกวันเวลาเที่ยงคืน (GMT+8) ทำครบทั้งสามเพื่อรับคะแนนของวันนั้นเป็นสองเท่า\n- คะแนนเข้ายอดคะแนนทันที\n- คะแนนไม่มีวันหมดอายุ',
      'May bagong missions tuwing hatinggabi (GMT+8). Tapusin ang tatlo para madoble ang points ng araw.\n- Diretso sa iyong point balance ang points.\n- Hindi nag-e-expire ang points.',
      'Misi baru muncul setiap hari pukul tengah malam (GMT+8). Selesaikan ketiganya untuk menggandakan poin hari itu.\n- Poin langsung masuk ke saldo poin.\n- Poin tidak pernah kedaluwarsa.',
    ),
  },
];
