import type { LocalizedText } from '../localized-text';
import { tr } from './copy';

export interface DemoHelpCategory {
  key: string;
  title: LocalizedText;
  articles: { title: LocalizedText; content: LocalizedText }[];
}

/** The help centre's demo content: categories in order, each article as lines ("- " for lists). */
export const DEMO_HELP: DemoHelpCategory[] = [
  {
    key: 'getting-started',
    title: tr('Getting started', '新手入门', 'Bắt đầu', 'はじめに', 'เริ่มต้นใช้งาน', 'Pagsisimula', 'Memulai'),
    articles: [
      {
        title: tr(
          'How do I create an account?',
          '如何注册账户？',
          'Làm sao để tạo tài khoản?',
          'アカウントの作り方は？',
          'สมัครบัญชีอย่างไร',
          'Paano gumawa ng account?',
          'Bagaimana cara membuat akun?',
        ),
        content: tr(
          'Press Register at the top of the page, choose a username and password, and accept that you are of legal age.\nYou are logged in as soon as registration succeeds.',
          '点击页面顶部的“注册”，设置用户名和密码，并确认您已达法定年龄。\n注册成功后将自动登录。',
          'Nhấn Đăng ký ở đầu trang, chọn tên đăng nhập và mật khẩu, rồi xác nhận bạn đủ tuổi theo quy định.\nBạn sẽ được đăng nhập ngay khi đăng ký thành công.',
          'ページ上部の「新規登録」を押し、ユーザー名とパスワードを決め、法定年齢に達していることに同意してください。\n登録が完了するとすぐにログインされます。',
          'กด สมัครสมาชิก ที่ด้านบนของหน้า เลือกชื่อผู้ใช้และรหัสผ่าน แล้วยืนยันว่าคุณมีอายุครบตามกฎหมาย\nคุณจะเข้าสู่ระบบทันทีเมื่อสมัครสำเร็จ',
          'Pindutin ang Magrehistro sa itaas ng pahina, pumili ng username at password, at kumpirmahing nasa legal na edad ka.\nMaka-log in ka agad kapag matagumpay ang pagrehistro.',
          'Tekan Daftar di bagian atas halaman, pilih nama pengguna dan kata sandi, lalu setujui bahwa Anda cukup umur.\nAnda langsung masuk setelah pendaftaran berhasil.',
        ),
      },
      {
        title: tr(
          'Can I try games for free?',
          '可以免费试玩吗？',
          'Tôi có thể chơi thử miễn phí không?',
          '無料でゲームを試せますか？',
          'ทดลองเล่นฟรีได้ไหม',
          'Puwede bang subukan ang mga laro nang libre?',
          'Bisakah mencoba permainan gratis?',
        ),
        content: tr(
          'Yes. Where the free trial is offered, press Free trial on the login form to play with demo credit.\nA trial account cannot deposit, withdraw or open the member centre.',
          '可以。若提供免费试玩，在登录表单点击“免费试玩”即可使用体验金游戏。\n试玩账户不能存款、提款或进入会员中心。',
          'Có. Nếu có chơi thử, nhấn Chơi thử trên biểu mẫu đăng nhập để chơi bằng tiền thử.\nTài khoản chơi thử không thể nạp, rút tiền hoặc mở trung tâm thành viên.',
          'はい。無料体験がある場合、ログインフォームの「無料体験」を押すとデモクレジットで遊べます。\n体験アカウントでは入出金や会員センターは利用できません。',
          'ได้ หากมีการทดลองเล่น กด ทดลองเล่นฟรี ในแบบฟอร์มเข้าสู่ระบบเพื่อเล่นด้วยเครดิตทดลอง\nบัญชีทดลองไม่สามารถฝาก ถอน หรือเปิดศูนย์สมาชิกได้',
          'Oo. Kung may free trial, pindutin ang Free trial sa login form para maglaro gamit ang demo credit.\nHindi makakapagdeposito, maka-withdraw o makapagbukas ng member centre ang trial account.',
          'Ya. Jika uji coba gratis tersedia, tekan Coba gratis di formulir masuk untuk bermain dengan kredit demo.\nAkun uji coba tidak dapat deposit, menarik dana, atau membuka pusat anggota.',
        ),
      },
    ],
  },
  {
    key: 'account',
    title: tr(
      'Account and security',
      '账户与安全',
      'Tài khoản và bảo mật',
      'アカウントとセキュリティ',
      'บัญชีและความปลอดภัย',
      'Account at seguridad',
      'Akun dan keamanan',
    ),
    articles: [
      {
        title: tr(
          'I forgot my password',
          '忘记密码怎么办？',
          'Tôi quên mật khẩu',
          'パスワードを忘れました',
          'ลืมรหัสผ่าน',
          'Nakalimutan ko ang password',
          'Saya lupa kata sandi',
        ),
        content: tr(
          'Choose Forgot password on the login form. Reset it with your username and e-mail, or with your mobile number and an SMS code.\nIf neither works, contact customer service.',
          '在登录表单选择“忘记密码”，可通过用户名和邮箱，或手机号和短信验证码重置。\n如仍无法重置，请联系客服。',
          'Chọn Quên mật khẩu trên biểu mẫu đăng nhập. Đặt lại bằng tên đăng nhập và e-mail, hoặc số điện thoại và mã SMS.\nNếu không được, hãy liên hệ bộ phận chăm sóc khách hàng.',
          'ログインフォームで「パスワードをお忘れの方」を選び、ユーザー名とメール、または携帯番号とSMSコードで再設定してください。\nどちらも使えない場合はカスタマーサービスへ。',
          'เลือก ลืมรหัสผ่าน ในแบบฟอร์มเข้าสู่ระบบ รีเซ็ตด้วยชื่อผู้ใช้และอีเมล หรือหมายเลขโทรศัพท์และรหัส SMS\nหากยังไม่ได้ โปรดติดต่อฝ่ายบริการลูกค้า',
          'Piliin ang Nakalimutan ang password sa login form. I-reset gamit ang username at e-mail, o mobile number at SMS code.\nKung hindi gumana, makipag-ugnayan sa customer service.',
          'Pilih Lupa kata sandi di formulir masuk. Atur ulang dengan nama pengguna dan e-mail, atau nomor ponsel dan kode SMS.\nJika tidak berhasil, hubungi layanan pelanggan.',
        ),
      },
      {
        title: tr(
          'Keeping your account safe',
          '如何保障账户安全',
          'Giữ an toàn cho tài khoản',
          'アカウントを安全に保つには',
          'รักษาความปลอดภัยบัญชี',
          'Panatilihing ligtas ang account',
          'Menjaga keamanan akun',
        ),
        content: tr(
          'A few habits protect your balance:\n- Use a password you use nowhere else.\n- Never share SMS codes, even with someone who says they are staff.\n- Log out on shared devices.',
          '养成以下习惯，保护您的余额：\n- 使用独一无二的密码。\n- 切勿透露短信验证码，即使对方自称工作人员。\n- 在共用设备上用完请退出登录。',
          'Một vài thói quen giúp bảo vệ số dư của bạn:\n- Dùng mật khẩu không dùng ở nơi khác.\n- Không bao giờ chia sẻ mã SMS, kể cả với người tự nhận là nhân viên.\n- Đăng xuất trên thiết bị dùng chung.',
          '残高を守るための習慣：\n- 他で使っていないパスワードを使う。\n- スタッフを名乗る人にもSMSコードを教えない。\n- 共用端末ではログアウトする。',
          'นิสัยเล็กๆ ที่ช่วยปกป้องยอดเงินของคุณ:\n- ใช้รหัสผ่านที่ไม่ซ้ำกับที่อื่น\n- ห้ามบอกรหัส SMS แม้ผู้ขอจะอ้างว่าเป็นพนักงาน\n- ออกจากระบบเมื่อใช้อุปกรณ์ร่วมกับผู้อื่น',
          'Ilang gawi na nagpoprotekta sa iyong balanse:\n- Gumamit ng password na hindi mo ginagamit saanman.\n- Huwag ibahagi ang SMS code, kahit sa nagsasabing staff sila.\n- Mag-log out sa mga shared device.',
          'Beberapa kebiasaan untuk melindungi saldo Anda:\n- Gunakan kata sandi yang tidak dipakai di tempat lain.\n- Jangan pernah membagikan kode SMS, bahkan kepada yang mengaku staf.\n- Keluar dari akun di perangkat bersama.',
        ),
      },
    ],
  },
  {
    key: 'payments',
    title: tr(
      'Deposits and withdrawals',
      '存款与提款',
      'Nạp và rút tiền',
      '入金と出金',
      'ฝากและถอนเงิน',
      'Deposito at withdrawal',
      'Deposit dan penarikan',
    ),
    articles: [
      {
        title: tr(
          'How do I deposit?',
          '如何存款？',
          'Làm sao để nạp tiền?',
          '入金方法は？',
          'ฝากเงินอย่างไร',
          'Paano magdeposito?',
          'Bagaimana cara deposit?',
        ),
        content: tr(
          'Open the member centre and choose Deposit. Pick a method, enter the amount and follow the steps.\nDeposits usually arrive within a few minutes.',
          '打开会员中心，选择“存款”，选择方式并输入金额，按步骤完成即可。\n存款通常几分钟内到账。',
          'Mở trung tâm thành viên và chọn Nạp tiền. Chọn phương thức, nhập số tiền và làm theo hướng dẫn.\nTiền nạp thường đến trong vài phút.',
          '会員センターで「入金」を選び、方法と金額を入力して手順に従ってください。\n通常、数分で反映されます。',
          'เปิดศูนย์สมาชิกแล้วเลือก ฝากเงิน เลือกช่องทาง ใส่จำนวนเงิน และทำตามขั้นตอน\nโดยปกติเงินจะเข้าภายในไม่กี่นาที',
          'Buksan ang member centre at piliin ang Deposito. Pumili ng paraan, ilagay ang halaga at sundin ang mga hakbang.\nKaraniwang dumarating ang deposito sa loob ng ilang minuto.',
          'Buka pusat anggota dan pilih Deposit. Pilih metode, masukkan jumlah, dan ikuti langkahnya.\nDeposit biasanya masuk dalam beberapa menit.',
        ),
      },
      {
        title: tr(
          'How long do withdrawals take?',
          '提款需要多久？',
          'Rút tiền mất bao lâu?',
          '出金にかかる時間は？',
          'ถอนเงินใช้เวลานานเท่าไร',
          'Gaano katagal ang withdrawal?',
          'Berapa lama penarikan?',
        ),
        content: tr(
          'Most withdrawals arrive within 15 minutes. The first withdrawal may take longer while we verify your account.\nYou can follow each request in the account record.',
          '大部分提款 15 分钟内到账。首次提款可能因账户验证稍有延迟。\n您可在账户记录中查看每笔申请进度。',
          'Hầu hết lệnh rút về trong 15 phút. Lần rút đầu có thể lâu hơn trong khi chúng tôi xác minh tài khoản.\nBạn có thể theo dõi từng yêu cầu trong lịch sử tài khoản.',
          'ほとんどの出金は15分以内に着金します。初回はアカウント確認のため時間がかかる場合があります。\n各申請はアカウント履歴で確認できます。',
          'การถอนส่วนใหญ่เข้าภายใน 15 นาที การถอนครั้งแรกอาจใช้เวลานานขึ้นระหว่างยืนยันบัญชี\nติดตามแต่ละคำขอได้ในประวัติบัญชี',
          'Karamihan sa withdrawal ay dumarating sa loob ng 15 minuto. Maaaring mas matagal ang una habang vine-verify ang account.\nMasusubaybayan ang bawat request sa account record.',
          'Sebagian besar penarikan tiba dalam 15 menit. Penarikan pertama bisa lebih lama selama verifikasi akun.\nAnda dapat memantau setiap permintaan di riwayat akun.',
        ),
      },
      {
        title: tr(
          'Why was my withdrawal declined?',
          '为什么提款被拒绝？',
          'Vì sao lệnh rút bị từ chối?',
          '出金が却下された理由は？',
          'ทำไมการถอนถูกปฏิเสธ',
          'Bakit tinanggihan ang withdrawal ko?',
          'Mengapa penarikan saya ditolak?',
        ),
        content: tr(
          'The usual reasons are an unfinished bonus wagering requirement, a payee name that differs from the account name, or a wrong payment password.\nThe decline message names the reason; the amount returns to your balance.',
          '常见原因包括奖金流水未完成、收款人姓名与账户姓名不符，或支付密码错误。\n拒绝信息会注明原因，金额将退回余额。',
          'Lý do thường gặp là chưa hoàn thành yêu cầu cược tiền thưởng, tên người nhận khác tên tài khoản, hoặc sai mật khẩu thanh toán.\nThông báo từ chối nêu rõ lý do; số tiền được hoàn về số dư.',
          'よくある理由は、ボーナスの賭け条件が未達成、受取人名義がアカウント名義と異なる、支払いパスワードの誤りです。\n却下メッセージに理由が記載され、金額は残高に戻ります。',
          'สาเหตุที่พบบ่อยคือยังทำเทิร์นโบนัสไม่ครบ ชื่อผู้รับไม่ตรงกับชื่อบัญชี หรือรหัสผ่านการชำระเงินผิด\nข้อความปฏิเสธจะระบุเหตุผล และยอดเงินจะคืนเข้ายอดคงเหลือ',
          'Karaniwang dahilan ang hindi pa tapos na bonus wagering, payee name na iba sa pangalan ng account, o maling payment password.\nNakasaad ang dahilan sa mensahe; babalik ang halaga sa balanse mo.',
          'Alasan umum adalah syarat taruhan bonus belum selesai, nama penerima berbeda dengan nama akun, atau kata sandi pembayaran salah.\nPesan penolakan menyebut alasannya; jumlahnya kembali ke saldo Anda.',
        ),
      },
    ],
  },
  {
    key: 'games',
    title: tr(
      'Games and betting',
      '游戏与投注',
      'Trò chơi và cá cược',
      'ゲームとベット',
      'เกมและการเดิมพัน',
      'Mga laro at pagtaya',
      'Permainan dan taruhan',
    ),
    articles: [
      {
        title: tr(
          'A game stopped while I was playing',
          '游戏中途中断怎么办？',
          'Trò chơi dừng khi tôi đang chơi',
          'プレイ中にゲームが止まりました',
          'เกมหยุดระหว่างเล่น',
          'Huminto ang laro habang naglalaro ako',
          'Permainan berhenti saat saya bermain',
        ),
        content: tr(
          'Reopen the game: most games resume the round where it stopped. Bets are settled by the game server even if your connection drops.\nCheck the betting record, and contact customer service with the round number if something looks wrong.',
          '重新打开游戏，多数游戏会从中断处继续。即使断线，注单也会由游戏服务器结算。\n请查看投注记录，如有异常，请提供局号联系客服。',
          'Mở lại trò chơi: hầu hết trò chơi sẽ tiếp tục ván đang dở. Cược vẫn được máy chủ trò chơi quyết toán kể cả khi mất kết nối.\nKiểm tra lịch sử cược và liên hệ chăm sóc khách hàng kèm mã ván nếu có gì bất thường.',
          'ゲームを開き直してください。ほとんどのゲームは中断したラウンドから再開します。接続が切れてもベットはゲームサーバーで精算されます。\nベット履歴を確認し、問題があればラウンド番号を添えてカスタマーサービスへ。',
          'เปิดเกมอีกครั้ง เกมส่วนใหญ่จะเล่นต่อจากรอบที่หยุด การเดิมพันจะถูกคำนวณโดยเซิร์ฟเวอร์เกมแม้การเชื่อมต่อหลุด\nตรวจสอบประวัติการเดิมพัน และติดต่อฝ่ายบริการลูกค้าพร้อมหมายเลขรอบหากพบสิ่งผิดปกติ',
          'Buksan muli ang laro: karamihan ay itutuloy ang round kung saan huminto. Ise-settle ng game server ang taya kahit maputol ang koneksyon.\nTingnan ang betting record, at kontakin ang customer service kasama ang round number kung may mali.',
          'Buka kembali permainan: sebagian besar permainan melanjutkan putaran yang terhenti. Taruhan tetap diselesaikan server permainan meski koneksi terputus.\nPeriksa riwayat taruhan dan hubungi layanan pelanggan dengan nomor putaran jika ada yang janggal.',
        ),
      },
      {
        title: tr(
          'Where do I see my bets?',
          '在哪里查看投注记录？',
          'Xem các cược của tôi ở đâu?',
          'ベット履歴はどこで見られますか？',
          'ดูรายการเดิมพันได้ที่ไหน',
          'Saan makikita ang mga taya ko?',
          'Di mana melihat taruhan saya?',
        ),
        content: tr(
          'Open the member centre and choose Betting record. Filter by date and game type to find any bet.',
          '打开会员中心，选择“投注记录”，可按日期和游戏类型筛选。',
          'Mở trung tâm thành viên và chọn Lịch sử cược. Lọc theo ngày và loại trò chơi để tìm bất kỳ cược nào.',
          '会員センターで「ベット履歴」を選び、日付とゲーム種別で絞り込めます。',
          'เปิดศูนย์สมาชิกแล้วเลือก ประวัติการเดิมพัน กรองตามวันที่และประเภทเกมเพื่อค้นหา',
          'Buksan ang member centre at piliin ang Betting record. I-filter ayon sa petsa at uri ng laro.',
          'Buka pusat anggota dan pilih Riwayat taruhan. Saring berdasarkan tanggal dan jenis permainan.',
        ),
      },
    ],
  },
  {
    key: 'promotions',
    title: tr(
      'Promotions and points',
      '优惠与积分',
      'Khuyến mãi và điểm',
      'プロモーションとポイント',
      'โปรโมชันและคะแนน',
      'Mga promo at points',
      'Promosi dan poin',
    ),
    articles: [
      {
        title: tr(
          'How do bonuses work?',
          '奖金如何使用？',
          'Tiền thưởng hoạt động thế nào?',
          'ボーナスの仕組みは？',
          'โบนัสทำงานอย่างไร',
          'Paano gumagana ang bonus?',
          'Bagaimana bonus bekerja?',
        ),
        content: tr(
          'A bonus is added to your balance with a wagering requirement: the amount you must bet before it can be withdrawn.\nEach promotion page states its requirement and end date.',
          '奖金会附带流水要求计入余额，即提款前需完成的投注额。\n每个优惠页面都会注明流水要求与截止日期。',
          'Tiền thưởng được cộng vào số dư kèm yêu cầu cược: số tiền bạn phải cược trước khi rút.\nMỗi trang khuyến mãi đều ghi rõ yêu cầu và ngày kết thúc.',
          'ボーナスは賭け条件付きで残高に加算されます。出金前に必要なベット額のことです。\n各プロモーションページに条件と終了日が記載されています。',
          'โบนัสจะเข้ายอดคงเหลือพร้อมเงื่อนไขการทำเทิร์น คือยอดที่ต้องเดิมพันก่อนถอนได้\nแต่ละหน้าโปรโมชันระบุเงื่อนไขและวันสิ้นสุด',
          'Idinaragdag ang bonus sa balanse na may wagering requirement: ang halagang kailangang ipusta bago ma-withdraw.\nNakasaad sa bawat promo page ang requirement at petsa ng pagtatapos.',
          'Bonus ditambahkan ke saldo dengan syarat taruhan: jumlah yang harus dipertaruhkan sebelum bisa ditarik.\nSetiap halaman promosi mencantumkan syarat dan tanggal berakhirnya.',
        ),
      },
      {
        title: tr(
          'Earning and using points',
          '如何赚取和使用积分',
          'Tích và dùng điểm',
          'ポイントの貯め方・使い方',
          'การสะสมและใช้คะแนน',
          'Pagkita at paggamit ng points',
          'Mengumpulkan dan memakai poin',
        ),
        content: tr(
          'Every valid bet earns points. Spend them in the point mall on gifts and credit. Points never expire.',
          '每笔有效投注都可赚取积分，可在积分商城兑换礼品和彩金。积分永不过期。',
          'Mỗi cược hợp lệ đều tích điểm. Dùng điểm trong cửa hàng điểm để đổi quà và tín dụng. Điểm không bao giờ hết hạn.',
          '有効なベットごとにポイントが貯まります。ポイントモールでギフトやクレジットに交換できます。ポイントは無期限です。',
          'ทุกการเดิมพันที่ถูกต้องได้รับคะแนน ใช้แลกของขวัญและเครดิตในร้านค้าแลกคะแนนได้ คะแนนไม่มีวันหมดอายุ',
          'Bawat valid na taya ay may points. Gamitin sa point mall para sa regalo at credit. Hindi nag-e-expire ang points.',
          'Setiap taruhan sah menghasilkan poin. Tukarkan di mal poin untuk hadiah dan kredit. Poin tidak pernah kedaluwarsa.',
        ),
      },
    ],
  },
  {
    key: 'responsible',
    title: tr(
      'Responsible gaming',
      '理性博彩',
      'Chơi có trách nhiệm',
      '責任あるギャンブル',
      'การเล่นอย่างรับผิดชอบ',
      'Responsableng paglalaro',
      'Bermain bertanggung jawab',
    ),
    articles: [
      {
        title: tr(
          'Setting limits and taking a break',
          '设置限额与暂停游戏',
          'Đặt giới hạn và tạm nghỉ',
          '上限設定と休止',
          'ตั้งวงเงินและพักการเล่น',
          'Pagtakda ng limit at pagpapahinga',
          'Menetapkan batas dan beristirahat',
        ),
        content: tr(
          'Play for fun, never to win back losses. You can set daily, weekly or monthly deposit limits, or pause your account for a period you choose.\nAsk customer service and we apply it the same day.',
          '娱乐为主，切勿为追回损失而游戏。您可设置每日、每周或每月存款限额，或按需暂停账户。\n联系客服，当天即可生效。',
          'Chơi để giải trí, đừng chơi để gỡ thua. Bạn có thể đặt giới hạn nạp theo ngày, tuần hoặc tháng, hoặc tạm khóa tài khoản trong thời gian tự chọn.\nHãy liên hệ chăm sóc khách hàng, chúng tôi áp dụng ngay trong ngày.',
          '楽しむためにプレイし、負けを取り戻すためにはプレイしないでください。日・週・月ごとの入金上限を設定したり、期間を決めてアカウントを休止したりできます。\nカスタマーサービスにご連絡いただければ当日中に適用します。',
          'เล่นเพื่อความสนุก อย่าเล่นเพื่อเอาคืน คุณตั้งวงเงินฝากรายวัน รายสัปดาห์ หรือรายเดือน หรือพักบัญชีตามระยะเวลาที่เลือกได้\nแจ้งฝ่ายบริการลูกค้า เราจะดำเนินการภายในวันเดียวกัน',
          'Maglaro para sa saya, hindi para bawiin ang talo. Maaari kang magtakda ng araw-araw, lingguhan o buwanang deposit limit, o i-pause ang account sa panahong pipiliin mo.\nSabihin sa customer service at ilalapat namin sa parehong araw.',
          'Bermainlah untuk hiburan, bukan untuk menebus kekalahan. Anda dapat menetapkan batas deposit harian, mingguan, atau bulanan, atau menjeda akun selama periode pilihan Anda.\nHubungi layanan pelanggan dan kami terapkan di hari yang sama.',
        ),
      },
    ],
  },
  {
    key: 'app',
    title: tr('The app', '手机应用', 'Ứng dụng', 'アプリ', 'แอป', 'Ang app', 'Aplikasi'),
    articles: [
      {
        title: tr(
          'Installing the app',
          '如何安装应用',
          'Cài đặt ứng dụng',
          'アプリのインストール',
          'การติดตั้งแอป',
          'Pag-install ng app',
          'Memasang aplikasi',
        ),
        content: tr(
          'Open the App download page and scan the QR code for your phone, or press the download button on your phone.\n- Android: allow installation from this source when asked.\n- iOS: open Settings, General, VPN and Device Management, and trust the profile.',
          '打开“应用下载”页面，用手机扫描二维码，或在手机上点击下载按钮。\n- 安卓：出现提示时，允许从此来源安装。\n- iOS：打开“设置 > 通用 > VPN 与设备管理”，信任该描述文件。',
          'Mở trang Tải ứng dụng và quét mã QR cho điện thoại của bạn, hoặc nhấn nút tải trên điện thoại.\n- Android: cho phép cài đặt từ nguồn này khi được hỏi.\n- iOS: mở Cài đặt, Cài đặt chung, VPN và Quản lý thiết bị, rồi tin cậy cấu hình.',
          'アプリダウンロードページでお使いの端末用QRコードを読み取るか、スマホでダウンロードボタンを押してください。\n- Android：確認が出たらこの提供元からのインストールを許可。\n- iOS：設定 > 一般 > VPNとデバイス管理 でプロファイルを信頼。',
          'เปิดหน้า ดาวน์โหลดแอป แล้วสแกนคิวอาร์โค้ดสำหรับโทรศัพท์ของคุณ หรือกดปุ่มดาวน์โหลดบนโทรศัพท์\n- Android: อนุญาตการติดตั้งจากแหล่งนี้เมื่อระบบถาม\n- iOS: ไปที่ การตั้งค่า > ทั่วไป > VPN และการจัดการอุปกรณ์ แล้วเชื่อถือโปรไฟล์',
          'Buksan ang App download page at i-scan ang QR code para sa iyong telepono, o pindutin ang download button sa telepono.\n- Android: payagan ang pag-install mula sa source na ito kapag tinanong.\n- iOS: buksan ang Settings, General, VPN & Device Management, at i-trust ang profile.',
          'Buka halaman Unduh aplikasi dan pindai kode QR untuk ponsel Anda, atau tekan tombol unduh di ponsel.\n- Android: izinkan pemasangan dari sumber ini saat diminta.\n- iOS: buka Pengaturan, Umum, VPN & Manajemen Perangkat, lalu percayai profilnya.',
        ),
      },
    ],
  },
];
