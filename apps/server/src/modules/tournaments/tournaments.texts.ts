import type { TTournamentPrize, TTournamentRule, TTournamentScoring } from '@app/contract';
import { formatDateTime, formatNumber, formatVnd } from '@app/contract/format';

/*
 * Player-facing copy generated from the tournament's rule (decision 138): the period, the games,
 * the scoring, the minimum stake, the prize table and the tie rule a page shows are the figures
 * the server scores and pays by, so changing the rule changes the page.
 */

export interface TournamentTexts {
  summary: string;
  terms: string[];
  prizeLines: string[];
  scoreLabel: string;
}

/** Names for the rule's sections and games, from the catalogue (a code stands for a name unknown). */
export interface ScopeNames {
  sections: Map<string, string>;
  games: Map<string, string>;
  /** the name of the rule's minimum VIP level in the ladder in force */
  vipLevel?: string | null;
}

export const SCORE_LABEL: Record<TTournamentScoring, string> = {
  turnover: 'Tổng cược',
  net_win: 'Lãi ròng',
  biggest_multiplier: 'Hệ số thắng cao nhất',
  rounds: 'Số ván',
};

export function formatScore(scoring: TTournamentScoring, score: number): string {
  switch (scoring) {
    case 'turnover':
    case 'net_win':
      return formatVnd(score);
    case 'biggest_multiplier':
      return `x${formatNumber(score)}`;
    case 'rounds':
      return `${formatNumber(score)} ván`;
  }
}

function listVi(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} và ${items.at(-1)}`;
}

function positions(p: TTournamentPrize): string {
  return p.from === p.to ? `Hạng ${p.from}` : `Hạng ${p.from} - ${p.to}`;
}

/** The titles free rounds play on, by their catalogue names (`pp/<symbol>` in `names.games`). */
function freeSpinGames(p: TTournamentPrize, names?: ScopeNames): string {
  return listVi((p.freeSpins?.games ?? []).map((g) => names?.games.get(`pp/${g}`) ?? g));
}

export function prizeText(p: TTournamentPrize, names?: ScopeNames): string {
  switch (p.kind) {
    case 'freespins': {
      const f = p.freeSpins;
      if (!f) return 'Vòng quay miễn phí';
      const where = names ? ` ${freeSpinGames(p, names)}` : '';
      return `${formatNumber(f.spins)} vòng quay miễn phí${where} (cược ${formatVnd(Math.round(p.amount / f.spins))} mỗi lượt, dùng trong ${f.days} ngày)`;
    }
    case 'cash':
      return `${formatVnd(p.amount)} tiền mặt`;
    case 'bonus':
      return `${formatVnd(p.amount)} tiền thưởng (vòng cược x${p.wagering})`;
    case 'giftcode':
      return `Giftcode ${formatVnd(p.amount)} (vòng cược x${p.wagering})`;
  }
}

/** Every prize of the table together (a position range counts once per position; free rounds at their stake). */
export function prizePool(rule: TTournamentRule): number {
  return rule.prizes.reduce((sum, p) => sum + p.amount * (p.to - p.from + 1), 0);
}

export function scopeText(rule: TTournamentRule, names: ScopeNames): string {
  const parts = [
    ...rule.sections.map((s) => `sảnh ${names.sections.get(s) ?? s}`),
    ...rule.games.map((g) => names.games.get(`${g.provider}/${g.gameCode}`) ?? g.gameCode),
  ];
  return parts.length === 0 ? 'mọi trò chơi' : listVi(parts);
}

function scoringTerm(rule: TTournamentRule): string {
  switch (rule.scoring) {
    case 'turnover':
      return 'Điểm là tổng tiền cược của các ván được tính.';
    case 'net_win':
      return 'Điểm là lãi ròng (tiền thắng trừ tiền cược) cộng dồn của các ván được tính.';
    case 'biggest_multiplier':
      return 'Điểm là hệ số thắng cao nhất trên một ván (tiền thắng chia tiền cược của ván đó).';
    case 'rounds':
      return 'Điểm là số ván được tính.';
  }
}

export function tournamentTexts(rule: TTournamentRule, names: ScopeNames): TournamentTexts {
  const scope = scopeText(rule, names);
  const minStake =
    rule.minStake > 0
      ? `Chỉ tính các ván có tổng cược từ ${formatVnd(rule.minStake)} trở lên.`
      : 'Mọi ván có cược đều được tính.';
  const terms = [
    `Thời gian: từ ${formatDateTime(rule.startsAt)} đến ${formatDateTime(rule.endsAt)} (giờ Việt Nam); tính các ván có kết quả trong thời gian này.`,
    `Trò chơi được tính: ${scope}.`,
    rule.entry === 'opt_in'
      ? 'Bấm "Tham gia" để đăng ký; chỉ tính các ván có kết quả sau khi bạn tham gia.'
      : 'Mọi người chơi tự động tham gia, không cần đăng ký.',
    ...(rule.minDeposit
      ? [
          `Chỉ người chơi có tổng tiền nạp thành công từ ${formatVnd(rule.minDeposit)} trở lên kể từ khi giải bắt đầu được xếp hạng.`,
        ]
      : []),
    ...(rule.minVipLevel
      ? [`Chỉ người chơi từ hạng VIP ${names.vipLevel ?? rule.minVipLevel} trở lên (khi xếp hạng) được xếp hạng.`]
      : []),
    scoringTerm(rule),
    minStake,
    'Chỉ người chơi có điểm lớn hơn 0 được xếp hạng.',
    'Ván bị hủy hoặc được điều chỉnh kết quả sau đó được tính lại theo kết quả cuối; ván được điều chỉnh về hoàn lại đúng tiền cược coi như bị hủy và không được tính.',
    rule.tie === 'first_to_reach'
      ? 'Khi bằng điểm, người đạt số điểm đó trước xếp trên.'
      : 'Khi bằng điểm, những người bằng điểm cùng hạng và chia đều tổng giải thưởng của các hạng họ chiếm (làm tròn xuống đến đồng).',
    'Tài khoản bị khóa, đang tự loại trừ hoặc đang bị kiểm tra gian lận khi giải kết thúc không được xếp hạng.',
    'Kết quả được chốt sau khi giải kết thúc và mọi ván trong thời gian giải đã có kết quả; giải thưởng được cộng vào tài khoản chính một lần.',
    ...(rule.prizes.some((p) => p.kind === 'bonus')
      ? [
          'Giải thưởng dạng tiền thưởng cần được cược đủ số vòng ghi bên cạnh (tính các cược có kết quả sau khi nhận thưởng) trước khi rút tiền.',
        ]
      : []),
    ...(rule.prizes.some((p) => p.kind === 'freespins')
      ? [
          'Giải thưởng vòng quay miễn phí được tặng vào tài khoản khi giải kết thúc: mở trò chơi ghi bên cạnh, các lượt quay miễn phí được dùng trước tiền của bạn và không trừ tiền cược; tiền thắng của mỗi lượt được cộng vào tài khoản chính, rút được ngay như tiền mặt. Lượt chưa dùng hết hạn sau số ngày ghi bên cạnh.',
        ]
      : []),
    ...(rule.prizes.some((p) => p.kind === 'giftcode')
      ? [
          'Giải thưởng dạng giftcode được nhập sẵn cho người thắng khi giải kết thúc: tiền vào tài khoản chính, cần cược đủ số vòng ghi bên cạnh như một giftcode trước khi rút tiền, và mã hiện trong lịch sử giftcode.',
        ]
      : []),
  ];
  const sorted = [...rule.prizes].sort((a, b) => a.from - b.from);
  return {
    summary: `${SCORE_LABEL[rule.scoring]} cao nhất ở ${scope} thắng giải, tổng giải thưởng ${formatVnd(prizePool(rule))}.`,
    terms,
    prizeLines: sorted.map((p) => `${positions(p)}: ${prizeText(p, names)}`),
    scoreLabel: SCORE_LABEL[rule.scoring],
  };
}
