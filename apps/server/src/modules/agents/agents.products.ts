import { AgentMessage, type TAgentProduct, type TAgentProductReport } from '@app/contract';
import { AppError } from '../../http/errors';
import type { AgentsPorts } from './agents.ports';
import type { AgentsRepository } from './agents.repository';
import { type AgentsStatements, monthBounds, statementWindow, vnMonth } from './agents.statements';

const agentError = (status: number, code: keyof typeof AgentMessage) => new AppError(status, code, AgentMessage[code]);

/**
 * Which product a game is, from its catalogue sections (a game may sit in several categories):
 * the first rule whose section the game has. Slots (`slot`, `no-hu`) are told apart from the
 * rest of "Cổng game" because agents and the programmes they compare with report them apart.
 */
const PRODUCT_OF_SECTION: [string, TAgentProduct][] = [
  ['the-thao', 'sports'],
  ['da-ga', 'cockfight'],
  ['lo-de', 'lottery'],
  ['live-casino', 'casino'],
  ['slot', 'slots'],
  ['no-hu', 'slots'],
  ['cong-game', 'games'],
];

export function productOf(sections: string[]): TAgentProduct {
  return PRODUCT_OF_SECTION.find(([section]) => sections.includes(section))?.[1] ?? 'other';
}

/**
 * The report per product of an agent's month (docs/agents.md "Reports per product"): the rows the
 * statement's member lines are summed from, split by the game they were played on. A month with
 * a statement follows it (its counted members, each up to where their line stops, the statement's
 * window); a month without one is the month so far, computed as the dashboard is.
 */
export class AgentProducts {
  constructor(
    private readonly repo: AgentsRepository,
    private readonly ports: AgentsPorts,
    private readonly statements: AgentsStatements,
  ) {}

  /** `forAgent`: the agent's own view, which does not see a draft (it may still change). */
  async report(agentId: number, month: string, forAgent: boolean): Promise<TAgentProductReport> {
    if (monthBounds(month).from.getTime() > this.ports.now().getTime() && month !== vnMonth(this.ports.now()))
      throw agentError(400, 'MONTH_NOT_STARTED');
    const statement = (await this.repo.statements({ agentId, month }))[0];
    const followed = statement && !(forAgent && statement.status === 'draft') ? statement : null;
    /** each counted member with the end of the rows their line sums */
    const members: { playerId: number; until: Date }[] = [];
    const { from, to } = statementWindow(month, followed?.computed_at);
    if (followed) {
      for (const l of await this.repo.lines(followed.id)) {
        if (l.kind === 'player' && l.excluded_reason === null)
          members.push({ playerId: l.player_id, until: l.counted_until ?? to });
      }
    } else {
      const m = (await this.statements.compute(month, { agentIds: [agentId] })).get(agentId);
      for (const p of m?.players ?? []) {
        if (p.excludedReason === null) members.push({ playerId: p.playerId, until: p.countedUntil ?? to });
      }
    }
    // members whose rows end at the same moment are read together (nearly always all of them)
    const byEnd = new Map<number, number[]>();
    for (const m of members) byEnd.set(m.until.getTime(), [...(byEnd.get(m.until.getTime()) ?? []), m.playerId]);
    const wallet = this.ports.wallet();
    const games = this.ports.games();
    const sums = new Map<TAgentProduct, { stakes: number; wins: number; players: Set<number> }>();
    for (const [end, ids] of byEnd) {
      for (const g of await wallet.agentGames(ids, from, new Date(end))) {
        const sections = g.provider && g.game ? ((await games.sectionsOf(g.provider, g.game))?.sections ?? []) : [];
        const product = productOf(sections);
        const s = sums.get(product) ?? { stakes: 0, wins: 0, players: new Set<number>() };
        s.stakes += g.stakes;
        s.wins += g.wins;
        if (g.stakes !== 0) s.players.add(g.playerId);
        sums.set(product, s);
      }
    }
    const products = [...sums]
      .map(([product, s]) => ({
        product,
        stakes: s.stakes,
        wins: s.wins,
        net: s.stakes - s.wins,
        players: s.players.size,
      }))
      .sort((a, b) => b.stakes - a.stakes || a.product.localeCompare(b.product));
    const everyone = new Set([...sums.values()].flatMap((s) => [...s.players]));
    const stakes = products.reduce((n, p) => n + p.stakes, 0);
    const wins = products.reduce((n, p) => n + p.wins, 0);
    return {
      agentId,
      month,
      statementId: followed?.id ?? null,
      products,
      total: { stakes, wins, net: stakes - wins, players: everyone.size },
    };
  }
}
