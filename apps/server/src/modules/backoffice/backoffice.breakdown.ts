import type { TReportBreakdownRow } from '@app/contract';

type Figures = { key: string; stakes: number; wins: number; bets: number; players: number };
type GameFigures = (from: string, to: string, by: 'game' | 'provider' | 'all') => Promise<Figures[]>;

export interface BreakdownPorts {
  wallet: {
    gameFigures: GameFigures;
    bonusCostByKind(from: string, to: string): Promise<{ kind: string; amount: number; players: number }[]>;
  };
  /** the transfer providers' settled tickets (IM Sports, WS168), whose play the ledger does not post as games */
  transfers?: { gameFigures: GameFigures };
  /** the players who played in the days at all, each once (the brand row; the sources' own counts overlap) */
  activePlayers: (from: string, to: string) => Promise<number>;
  games: { titles(provider: string, game: string): Promise<{ title: string; partnerName: string }> };
  brand: { appName: string; brandName: string };
}

const BONUS_LABEL: Record<string, string> = {
  bonus_grant: 'Thưởng khuyến mãi',
  refund: 'Hoàn trả',
  event: 'Sự kiện',
  mission_reward: 'Nhiệm vụ',
  giftcode: 'Giftcode',
  tournament_prize: 'Đua top',
  vip_bonus: 'VIP',
  free_spin_win: 'Vòng quay miễn phí',
};

const empty = { stakes: 0, wins: 0, ggr: 0, bets: 0, players: 0, bonusCost: 0 };

/**
 * The ledger's game figures and the transfer providers' tickets, one row per key. Their keys
 * never meet (a transfer provider posts no game journal), except `all`, where a player who played
 * at both in the period is counted once in each: the brand row takes its players from
 * `activePlayers` instead.
 */
async function gameFigures(ports: BreakdownPorts, from: string, to: string, by: 'game' | 'provider' | 'all') {
  const [ledger, tickets] = await Promise.all([
    ports.wallet.gameFigures(from, to, by),
    ports.transfers?.gameFigures(from, to, by) ?? Promise.resolve([]),
  ]);
  const rows = new Map<string, Figures>();
  for (const r of [...ledger, ...tickets]) {
    const had = rows.get(r.key);
    rows.set(
      r.key,
      had
        ? {
            key: r.key,
            stakes: had.stakes + r.stakes,
            wins: had.wins + r.wins,
            bets: had.bets + r.bets,
            players: had.players + r.players,
          }
        : r,
    );
  }
  return [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The dashboard's breakdowns (decision 098), from the wallet's ledger figures: by provider, by
 * game, by brand (a deployment is one brand: its row is the totals, so brands add up across
 * deployments) and the bonus cost by kind. Players are distinct per row, so they do not add up.
 */
export async function reportBreakdown(
  ports: BreakdownPorts,
  from: string,
  to: string,
  by: 'game' | 'provider' | 'brand' | 'bonus',
): Promise<TReportBreakdownRow[]> {
  if (by === 'bonus') {
    const rows = await ports.wallet.bonusCostByKind(from, to);
    return rows.map((r) => ({
      ...empty,
      key: r.kind,
      label: BONUS_LABEL[r.kind] ?? r.kind,
      players: r.players,
      bonusCost: r.amount,
    }));
  }
  if (by === 'brand') {
    const [all] = await gameFigures(ports, from, to, 'all');
    const bonus = (await ports.wallet.bonusCostByKind(from, to)).reduce((a, r) => a + r.amount, 0);
    const players = await ports.activePlayers(from, to);
    const stakes = all?.stakes ?? 0;
    const wins = all?.wins ?? 0;
    return [
      {
        key: ports.brand.appName,
        label: ports.brand.brandName,
        stakes,
        wins,
        ggr: stakes - wins,
        bets: all?.bets ?? 0,
        players,
        bonusCost: bonus,
      },
    ];
  }
  const figures = await gameFigures(ports, from, to, by);
  return Promise.all(
    figures.map(async (r) => {
      let label = r.key;
      if (by === 'game') {
        const [provider, game] = [r.key.slice(0, r.key.indexOf('/')), r.key.slice(r.key.indexOf('/') + 1)];
        const t = await ports.games.titles(provider, game).catch(() => null);
        if (t?.title) label = `${t.title} (${t.partnerName || provider})`;
      }
      return { ...empty, ...r, key: r.key, label, ggr: r.stakes - r.wins };
    }),
  );
}

/** The same rows as CSV (UTF-8 with BOM, like the daily report). */
export function breakdownCsv(rows: TReportBreakdownRow[]): string {
  const header = ['Mã', 'Tên', 'Tiền cược', 'Tiền thắng', 'GGR', 'Số cược', 'Người chơi', 'Chi phí thưởng'];
  const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = rows.map((r) =>
    [quote(r.key), quote(r.label), r.stakes, r.wins, r.ggr, r.bets, r.players, r.bonusCost].join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
