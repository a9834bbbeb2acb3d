import {
  GiftcodeMessage,
  maskPhone,
  type TGiftcodeRedemption,
  type TPlayerBonus,
  type TSetPlayerStatusRequest,
  type TStaffPlayer,
} from '@app/contract';
import { AppError } from '../../http/errors';
import type { AuthService } from '../auth/auth.service';
import type { GiftcodesService } from '../giftcodes/giftcodes.service';
import type { PromotionsService } from '../promotions/promotions.service';
import type { ProtectionService } from '../protection/protection.service';
import type { WalletService } from '../wallet/wallet.service';
import type { AdminService, StaffActor } from './admin.service';

/**
 * A player as support and compliance staff see them: account state, balance and the player's
 * protection settings with their history; and disabling or re-enabling the account. Every
 * look and every change is in the staff audit log.
 */
export class StaffPlayersService {
  constructor(
    private readonly deps: {
      auth: () => AuthService;
      wallet: () => WalletService;
      protection: () => ProtectionService;
      promotions: () => PromotionsService;
      giftcodes: () => GiftcodesService;
      admin: () => AdminService;
    },
  ) {}

  async view(playerId: number, actor: StaffActor): Promise<TStaffPlayer> {
    const player = await this.read(playerId);
    await this.deps.admin().audit(actor, 'player.view', { type: 'player', id: playerId }, {});
    return player;
  }

  async setStatus(playerId: number, req: TSetPlayerStatusRequest, actor: StaffActor): Promise<TStaffPlayer> {
    await this.deps
      .auth()
      .setStatusByStaff(playerId, req.status, (q) =>
        this.deps
          .admin()
          .audit(
            actor,
            `player.${req.status === 'active' ? 'enable' : 'disable'}`,
            { type: 'player', id: playerId },
            { reason: req.reason },
            q,
          ),
      );
    return this.read(playerId);
  }

  /**
   * Ends the player's active bonus exactly as the player's own cancel does (the bonus is
   * forfeited, cash stays), e.g. so that a self-excluded player's cash can be paid out.
   */
  async cancelPromotion(playerId: number, reason: string, actor: StaffActor): Promise<TPlayerBonus> {
    await this.requirePlayer(playerId);
    const bonus = await this.deps.promotions().cancel(playerId);
    await this.deps
      .admin()
      .audit(actor, 'promotion.cancel', { type: 'player', id: playerId }, { bonusId: bonus.id, reason });
    return bonus;
  }

  /**
   * Ends the player's pending gift-code wagering hold, taking the gift back as far as the cash
   * allows, e.g. so that a self-excluded player's cash can be paid out.
   */
  async forfeitGiftcode(
    playerId: number,
    reason: string,
    actor: StaffActor,
  ): Promise<{ redemption: TGiftcodeRedemption; forfeited: number }> {
    await this.requirePlayer(playerId);
    // Like the staff payout: a player who can log in keeps playing off their own gift code.
    if ((await this.deps.auth().playerStatus(playerId)) === 'active') {
      throw new AppError(409, 'GIFTCODE_FORFEIT_PLAYER_ACTIVE', GiftcodeMessage.GIFTCODE_FORFEIT_PLAYER_ACTIVE);
    }
    return this.deps
      .giftcodes()
      .forfeitPending(playerId, (c, r) =>
        this.deps
          .admin()
          .audit(
            actor,
            'giftcode.forfeit',
            { type: 'player', id: playerId },
            { redemptionId: r.id, code: r.code, amount: r.amount, forfeitAmount: r.forfeit_amount, reason },
            c,
          ),
      );
  }

  private async requirePlayer(playerId: number): Promise<void> {
    if (!(await this.deps.auth().getPlayer(playerId)))
      throw new AppError(404, 'NOT_FOUND', `Không tìm thấy người chơi ${playerId}`);
  }

  private async read(playerId: number): Promise<TStaffPlayer> {
    const p = await this.deps.auth().getPlayer(playerId);
    if (!p) throw new AppError(404, 'NOT_FOUND', `Không tìm thấy người chơi ${playerId}`);
    const [balance, protection] = await Promise.all([
      this.deps.wallet().getPlayerBalance(playerId),
      this.deps.protection().get(playerId),
    ]);
    return {
      id: p.id,
      username: p.username,
      phone: maskPhone(p.phone),
      status: p.status,
      statusUntil: p.statusUntil?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
      balance: {
        cash: balance.cash,
        bonus: balance.bonus,
        held: balance.held,
        available: balance.available,
        depositHeld: balance.depositHeld,
      },
      protection,
    };
  }
}
