// Shared by the house game pages: the API, money, words and the link to the portal frame.
const params = new URLSearchParams(location.search);
export const ticket = params.get('ticket') ?? '';
export const lang = (params.get('lang') ?? document.documentElement.lang ?? 'EN').toUpperCase();

const WORDS = {
  EN: {
    balance: 'Balance',
    demo: 'Demo credit',
    spin: 'Spin',
    stake: 'Stake',
    win: 'You win',
    noWin: 'No win this time',
    fair: 'Provably fair',
    hash: 'Server seed hash',
    client: 'Client seed',
    nonce: 'Rounds played',
    rotate: 'Reveal seed and start a new one',
    verify: 'Verify a round',
    history: 'Latest rounds',
    expired: 'This game session has ended. Launch the game again from the lobby.',
    funds: 'Not enough balance for this stake.',
    error: 'Something went wrong; nothing was charged.',
    network: 'The connection dropped. Please try again.',
    checking: 'Connection lost: checking your spin…',
    unsure: 'We could not confirm your last spin. Press Spin to see its result: it is never charged twice.',
    replayed: 'Your spin was already played',
    revealed: 'Revealed seed',
    lines: 'lines',
    draw: 'Next draw',
    bet: 'Place bet',
    pick: 'Your number',
    opened: 'Opened numbers',
    closes: 'Betting closes in',
    special: 'Special prize',
    placed: 'Bet placed',
    myBets: 'My open bets',
    back: 'Back to lobby',
    provider:
      'This provider is listed in the demo catalogue but not connected in this installation. House games play for real: try Tessera Originals or the lottery.',
    playType: 'Play type',
    de: 'Special (last 2 digits)',
    lo: 'Any prize (last 2 digits)',
    de3: 'Special (last 3 digits)',
    pays: 'pays',
    drawNo: 'Draw',
    settled: 'Settled',
    open: 'Open',
    limit: 'A play limit you set stops this spin.',
    minStake: 'The least stake here is {amount}.',
    checkingBet: 'Connection lost: checking your bet…',
    unsureBet: 'We could not confirm your last bet. Press Place bet to see it: it is never placed twice.',
  },
  CN: {
    balance: '余额',
    demo: '试玩额度',
    spin: '旋转',
    stake: '投注',
    win: '您赢了',
    noWin: '本局未中奖',
    fair: '可验证公平',
    hash: '服务器种子哈希',
    client: '客户端种子',
    nonce: '已玩局数',
    rotate: '公开种子并更换新种子',
    verify: '验证一局',
    history: '最近的局',
    expired: '游戏会话已结束，请从大厅重新进入游戏。',
    funds: '余额不足以支付此投注。',
    error: '出错了，未扣任何款项。',
    network: '网络连接中断，请重试。',
    checking: '网络中断：正在确认您的这一局…',
    unsure: '暂时无法确认您上一局的结果。请点击旋转查看结果，同一局绝不会重复扣款。',
    replayed: '这一局已经完成',
    revealed: '已公开的种子',
    lines: '线',
    draw: '下一期',
    bet: '下注',
    pick: '您的号码',
    opened: '开奖号码',
    closes: '距离封盘',
    special: '特等奖',
    placed: '已下注',
    myBets: '我的未结算注单',
    back: '返回大厅',
    provider: '此供应商在演示目录中，但本安装未接入。自营游戏可真实游玩：试试 Tessera Originals 或彩票。',
    playType: '玩法',
    de: '特等奖（后两位）',
    lo: '任意奖（后两位）',
    de3: '特等奖（后三位）',
    pays: '赔付',
    drawNo: '期号',
    settled: '已结算',
    open: '未结算',
    limit: '您设置的游戏限额阻止了这次旋转。',
    minStake: '此处最低投注为 {amount}。',
    checkingBet: '网络中断：正在确认您的投注…',
    unsureBet: '暂时无法确认您上一笔投注。请点击下注查看结果，同一笔投注绝不会重复下注。',
  },
  VI: {
    balance: 'Số dư',
    demo: 'Tiền chơi thử',
    spin: 'Quay',
    stake: 'Cược',
    win: 'Bạn thắng',
    noWin: 'Lần này chưa trúng',
    fair: 'Công bằng có thể kiểm chứng',
    hash: 'Mã băm hạt giống máy chủ',
    client: 'Hạt giống người chơi',
    nonce: 'Số ván đã chơi',
    rotate: 'Công bố hạt giống và tạo hạt giống mới',
    verify: 'Kiểm chứng một ván',
    history: 'Các ván gần đây',
    expired: 'Phiên chơi đã kết thúc. Hãy mở lại trò chơi từ sảnh.',
    funds: 'Số dư không đủ cho mức cược này.',
    error: 'Đã xảy ra lỗi; không bị trừ tiền.',
    network: 'Mất kết nối. Vui lòng thử lại.',
    checking: 'Mất kết nối: đang kiểm tra lượt quay của bạn…',
    unsure:
      'Chưa xác nhận được lượt quay vừa rồi. Nhấn Quay để xem kết quả: không bao giờ bị trừ tiền hai lần.',
    replayed: 'Lượt quay này đã được chơi',
    revealed: 'Hạt giống đã công bố',
    lines: 'dòng',
    draw: 'Kỳ quay tới',
    bet: 'Đặt cược',
    pick: 'Số của bạn',
    opened: 'Kết quả mở thưởng',
    closes: 'Đóng cược sau',
    special: 'Giải đặc biệt',
    placed: 'Đã đặt cược',
    myBets: 'Cược đang chờ',
    back: 'Về sảnh',
    provider:
      'Nhà cung cấp này có trong danh mục demo nhưng chưa được kết nối. Trò chơi nhà cái chơi thật: hãy thử Tessera Originals hoặc xổ số.',
    playType: 'Kiểu chơi',
    de: 'Đề (2 số cuối giải ĐB)',
    lo: 'Lô (2 số cuối mọi giải)',
    de3: 'Ba càng (3 số cuối giải ĐB)',
    pays: 'trả',
    drawNo: 'Kỳ',
    settled: 'Đã trả',
    open: 'Đang chờ',
    limit: 'Giới hạn chơi bạn đã đặt chặn lượt quay này.',
    minStake: 'Mức cược tối thiểu ở đây là {amount}.',
    checkingBet: 'Mất kết nối: đang kiểm tra cược của bạn…',
    unsureBet: 'Chưa xác nhận được cược vừa rồi. Nhấn Đặt cược để xem: cược không bao giờ bị đặt hai lần.',
  },
  TH: {
    balance: 'ยอดเงิน',
    demo: 'เครดิตทดลอง',
    spin: 'หมุน',
    stake: 'เดิมพัน',
    win: 'คุณชนะ',
    noWin: 'รอบนี้ไม่ชนะ',
    fair: 'ตรวจสอบความยุติธรรมได้',
    hash: 'แฮชของซีดเซิร์ฟเวอร์',
    client: 'ซีดผู้เล่น',
    nonce: 'จำนวนรอบที่เล่น',
    rotate: 'เปิดเผยซีดและเริ่มซีดใหม่',
    verify: 'ตรวจสอบรอบ',
    history: 'รอบล่าสุด',
    expired: 'เซสชันเกมสิ้นสุดแล้ว กรุณาเปิดเกมใหม่จากล็อบบี้',
    funds: 'ยอดเงินไม่พอสำหรับเดิมพันนี้',
    error: 'เกิดข้อผิดพลาด ไม่มีการหักเงิน',
    network: 'การเชื่อมต่อขาดหาย กรุณาลองอีกครั้ง',
    checking: 'การเชื่อมต่อขาดหาย: กำลังตรวจสอบการหมุนของคุณ…',
    unsure: 'ยังยืนยันผลการหมุนล่าสุดไม่ได้ กดหมุนเพื่อดูผล: จะไม่ถูกหักเงินซ้ำ',
    replayed: 'การหมุนนี้เล่นไปแล้ว',
    revealed: 'ซีดที่เปิดเผยแล้ว',
    lines: 'ไลน์',
    draw: 'งวดถัดไป',
    bet: 'วางเดิมพัน',
    pick: 'เลขของคุณ',
    opened: 'ผลรางวัล',
    closes: 'ปิดรับใน',
    special: 'รางวัลพิเศษ',
    placed: 'วางเดิมพันแล้ว',
    myBets: 'เดิมพันที่รอผล',
    back: 'กลับล็อบบี้',
    provider: 'ผู้ให้บริการนี้อยู่ในแคตตาล็อกสาธิตแต่ยังไม่ได้เชื่อมต่อ เกมของเว็บเล่นได้จริง: ลอง Tessera Originals หรือหวย',
    playType: 'รูปแบบ',
    de: 'รางวัลพิเศษ (2 ตัวท้าย)',
    lo: 'ทุกรางวัล (2 ตัวท้าย)',
    de3: 'รางวัลพิเศษ (3 ตัวท้าย)',
    pays: 'จ่าย',
    drawNo: 'งวด',
    settled: 'จ่ายแล้ว',
    open: 'รอผล',
    limit: 'ขีดจำกัดการเล่นที่คุณตั้งไว้ทำให้หมุนรอบนี้ไม่ได้',
    minStake: 'เดิมพันขั้นต่ำที่นี่คือ {amount}',
    checkingBet: 'การเชื่อมต่อขาดหาย: กำลังตรวจสอบเดิมพันของคุณ…',
    unsureBet: 'ยังยืนยันเดิมพันล่าสุดไม่ได้ กดวางเดิมพันเพื่อดูผล: จะไม่ถูกวางซ้ำ',
  },
  JA: {
    balance: '残高',
    demo: 'デモクレジット',
    spin: 'スピン',
    stake: 'ベット',
    win: '勝ち',
    noWin: '今回は当たりなし',
    fair: '公平性の検証',
    hash: 'サーバーシードのハッシュ',
    client: 'クライアントシード',
    nonce: 'プレイ回数',
    rotate: 'シードを公開して新しいシードへ',
    verify: 'ラウンドを検証',
    history: '最近のラウンド',
    expired: 'ゲームセッションが終了しました。ロビーから再度起動してください。',
    funds: 'このベットには残高が足りません。',
    error: 'エラーが発生しました。請求はありません。',
    network: '接続が切れました。もう一度お試しください。',
    checking: '接続が切れました：スピンを確認しています…',
    unsure:
      '前回のスピンを確認できませんでした。スピンを押すと結果が表示されます。二重に請求されることはありません。',
    replayed: 'このスピンはすでに完了しています',
    revealed: '公開されたシード',
    lines: 'ライン',
    draw: '次の抽選',
    bet: 'ベットする',
    pick: 'あなたの番号',
    opened: '当選番号',
    closes: '締切まで',
    special: '特別賞',
    placed: 'ベット済み',
    myBets: '未確定のベット',
    back: 'ロビーへ戻る',
    provider:
      'このプロバイダーはデモカタログにありますが未接続です。ハウスゲームは実際に遊べます：Tessera Originals か宝くじをどうぞ。',
    playType: '遊び方',
    de: '特別賞（下2桁）',
    lo: '全賞（下2桁）',
    de3: '特別賞（下3桁）',
    pays: '配当',
    drawNo: '回',
    settled: '確定',
    open: '未確定',
    limit: '設定したプレイ上限により、このスピンはできません。',
    minStake: 'ここでの最低ベットは {amount} です。',
    checkingBet: '接続が切れました：ベットを確認しています…',
    unsureBet:
      '直前のベットを確認できませんでした。「ベットする」を押すと確認できます。二重にベットされることはありません。',
  },
  TY: {
    balance: 'Balanse',
    demo: 'Demo credit',
    spin: 'Paikutin',
    stake: 'Taya',
    win: 'Panalo ka',
    noWin: 'Walang panalo ngayon',
    fair: 'Mapapatunayang patas',
    hash: 'Hash ng server seed',
    client: 'Client seed',
    nonce: 'Mga round na nalaro',
    rotate: 'Ipakita ang seed at magsimula ng bago',
    verify: 'Patunayan ang isang round',
    history: 'Mga huling round',
    expired: 'Tapos na ang session ng laro. Buksan muli ang laro mula sa lobby.',
    funds: 'Kulang ang balanse para sa tayang ito.',
    error: 'May nagkamali; walang nabawas.',
    network: 'Naputol ang koneksyon. Subukan muli.',
    checking: 'Naputol ang koneksyon: sinusuri ang iyong spin…',
    unsure:
      'Hindi makumpirma ang huli mong spin. Pindutin ang Paikutin para makita ang resulta: hindi ito sisingilin nang dalawang beses.',
    replayed: 'Nalaro na ang spin na ito',
    revealed: 'Ipinakitang seed',
    lines: 'linya',
    draw: 'Susunod na bola',
    bet: 'Tumaya',
    pick: 'Iyong numero',
    opened: 'Mga lumabas na numero',
    closes: 'Magsasara ang taya sa',
    special: 'Espesyal na premyo',
    placed: 'Naitaya na',
    myBets: 'Mga bukas kong taya',
    back: 'Bumalik sa lobby',
    provider:
      'Nasa demo catalogue ang provider na ito pero hindi pa konektado. Totoong nalalaro ang house games: subukan ang Tessera Originals o ang lotto.',
    playType: 'Uri ng taya',
    de: 'Espesyal (huling 2 digit)',
    lo: 'Kahit anong premyo (huling 2 digit)',
    de3: 'Espesyal (huling 3 digit)',
    pays: 'bayad',
    drawNo: 'Bola',
    settled: 'Bayad na',
    open: 'Bukas',
    limit: 'Pinipigilan ng itinakda mong limitasyon sa paglalaro ang spin na ito.',
    minStake: 'Ang pinakamababang taya rito ay {amount}.',
    checkingBet: 'Naputol ang koneksyon: sinusuri ang iyong taya…',
    unsureBet:
      'Hindi makumpirma ang huli mong taya. Pindutin ang Tumaya para makita ito: hindi ito kailanman maitataya nang dalawang beses.',
  },
  ID: {
    balance: 'Saldo',
    demo: 'Kredit demo',
    spin: 'Putar',
    stake: 'Taruhan',
    win: 'Anda menang',
    noWin: 'Belum menang kali ini',
    fair: 'Adil yang dapat dibuktikan',
    hash: 'Hash seed server',
    client: 'Seed klien',
    nonce: 'Ronde dimainkan',
    rotate: 'Buka seed dan mulai yang baru',
    verify: 'Verifikasi ronde',
    history: 'Ronde terakhir',
    expired: 'Sesi permainan berakhir. Buka lagi game dari lobi.',
    funds: 'Saldo tidak cukup untuk taruhan ini.',
    error: 'Terjadi kesalahan; tidak ada yang ditagih.',
    network: 'Koneksi terputus. Silakan coba lagi.',
    checking: 'Koneksi terputus: memeriksa putaran Anda…',
    unsure:
      'Putaran terakhir Anda belum terkonfirmasi. Tekan Putar untuk melihat hasilnya: tidak akan ditagih dua kali.',
    replayed: 'Putaran ini sudah dimainkan',
    revealed: 'Seed yang dibuka',
    lines: 'garis',
    draw: 'Undian berikutnya',
    bet: 'Pasang taruhan',
    pick: 'Nomor Anda',
    opened: 'Nomor keluar',
    closes: 'Taruhan ditutup dalam',
    special: 'Hadiah khusus',
    placed: 'Taruhan dipasang',
    myBets: 'Taruhan terbuka saya',
    back: 'Kembali ke lobi',
    provider:
      'Penyedia ini ada di katalog demo tetapi belum terhubung. Game house dimainkan sungguhan: coba Tessera Originals atau lotre.',
    playType: 'Jenis taruhan',
    de: 'Khusus (2 digit akhir)',
    lo: 'Semua hadiah (2 digit akhir)',
    de3: 'Khusus (3 digit akhir)',
    pays: 'bayar',
    drawNo: 'Undian',
    settled: 'Dibayar',
    open: 'Terbuka',
    limit: 'Batas bermain yang Anda tetapkan menghentikan putaran ini.',
    minStake: 'Taruhan minimum di sini adalah {amount}.',
    checkingBet: 'Koneksi terputus: memeriksa taruhan Anda…',
    unsureBet:
      'Taruhan terakhir Anda belum terkonfirmasi. Tekan Pasang taruhan untuk melihatnya: taruhan tidak pernah dipasang dua kali.',
  },
};
const LOCALES = { EN: 'en', CN: 'zh-CN', VI: 'vi', TH: 'th', JA: 'ja', TY: 'fil', ID: 'id' };
const words = WORDS[lang] ?? WORDS.EN;
export const t = (key) => words[key] ?? WORDS.EN[key] ?? key;

/** Words of one game's page, by language, added to the shared ones. */
export function addWords(byLang) {
  Object.assign(WORDS.EN, byLang.EN);
  if (words !== WORDS.EN) Object.assign(words, byLang[lang]);
}
document.documentElement.lang = LOCALES[lang] ?? 'en';

/** Fill every [data-t] element with its word. */
export function translatePage() {
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.getAttribute('data-t'));
}

let currency = 'USD';
export function setCurrency(code) {
  currency = code;
}
/** Minor units to text: two decimals, grouped, in the page's language. */
export function money(minor) {
  return new Intl.NumberFormat(LOCALES[lang] ?? 'en', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

export class ApiFailure extends Error {
  constructor(code, message, value) {
    super(message);
    this.code = code;
    this.value = value;
  }
}

/** Call the platform: JSON envelope in, value out; failures as ApiFailure. */
export async function api(method, path, input) {
  return (await apiCall(method, path, input)).value;
}

/**
 * Call the platform and say whether the answer is a replay: a money call sent again with
 * the same round id is answered with its first result (`replayed`). No answer at all
 * (the connection dropped, or what came back is not the platform's envelope) is NETWORK:
 * the call may or may not have happened, and sending it again with the same id tells.
 */
export async function apiCall(method, path, input) {
  const headers = { 'x-module': 'house' };
  const wl = params.get('wl');
  if (wl) headers['x-whitelabel'] = wl;
  let url = path;
  const init = { method, headers };
  if (method === 'GET') url += `?${new URLSearchParams(input ?? {}).toString()}`;
  else {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(input ?? {});
  }
  let res;
  try {
    res = await fetch(url, init);
  } catch {
    throw new ApiFailure('NETWORK', t('network'));
  }
  const body = await res.json().catch(() => null);
  if (!body || typeof body.success !== 'boolean') throw new ApiFailure('NETWORK', t('network'));
  if (!body.success) throw new ApiFailure(body.code, body.message || t('error'), body.value);
  return { value: body.value, replayed: body.replayed === true };
}

/** A fresh id for a round, so a retried request never plays twice. */
export function newRoundId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Tell the portal around the frame that the balance changed. */
export function announceBalance(balance, wallet) {
  if (window.parent !== window)
    window.parent.postMessage({ type: 'tessera:balance', balance, wallet }, location.origin);
}

/**
 * Run `refresh` when the portal around the frame moved the member's money (a transfer into
 * this game's wallet from its "move money" button), so the balance shown is the wallet's.
 */
export function onMoneyMoved(refresh) {
  window.addEventListener('message', (e) => {
    if (e.origin !== location.origin || e.source !== window.parent) return;
    if (e.data?.type === 'tessera:money-moved') refresh();
  });
}

/** A message for a failed call, in the page's language when the code is a known one. */
export function failureText(err) {
  if (err?.code === 'INSUFFICIENT_FUNDS') return t('funds');
  if (err?.code === 'SESSION_EXPIRED' || err?.code === 'UNAUTHENTICATED') return t('expired');
  // The platform's refusal is in English; standing alone the page says it in its own words.
  if (err?.code === 'PLAYER_LIMIT') return t('limit');
  if (err?.code === 'VALIDATION' && Number.isInteger(err.value?.minStake))
    return t('minStake').replace('{amount}', money(err.value.minStake));
  return err?.message || t('error');
}

const EXPLAIN_WAIT_MS = 1500;
let explainCount = 0;

/**
 * A failed call explained by the portal around the frame, through its message catalogs in
 * the member's language (which limit, when it resets). Standing alone, or when the portal
 * does not answer in time, the page's own words (failureText) are used.
 */
export function explainFailure(err) {
  const fallback = failureText(err);
  if (window.parent === window || !err?.code) return Promise.resolve(fallback);
  const id = `x${++explainCount}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(fallback), EXPLAIN_WAIT_MS);
    function finish(text) {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(text);
    }
    function onMessage(e) {
      if (e.origin !== location.origin || e.source !== window.parent) return;
      if (e.data?.type === 'tessera:explained' && e.data.id === id)
        finish(typeof e.data.text === 'string' && e.data.text ? e.data.text : fallback);
    }
    window.addEventListener('message', onMessage);
    window.parent.postMessage(
      { type: 'tessera:explain', id, code: err.code, message: err.message, value: err.value ?? null },
      location.origin,
    );
  });
}

export const $ = (id) => document.getElementById(id);
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') node.className = v;
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
}
