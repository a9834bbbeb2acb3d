import { LotteryError, type LotteryService } from '@app/lottery/server';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';

/**
 * Staff actions on the built-in lottery provider, each written to the staff audit log. The
 * lottery is a separate party; staff reach it here only because it runs in this process.
 */
export class LotteryAdmin {
  constructor(
    private readonly lottery: () => LotteryService,
    private readonly admin: () => AdminService,
  ) {}

  openDraws(game: 'lode-sieutoc' | 'lode-3mien' | 'mega645' | 'power655') {
    return this.lottery().openDraws(game);
  }

  async drawNow(id: number, actor: StaffActor) {
    const draw = await this.lottery()
      .drawNow(id)
      .catch((err: unknown) => {
        // the provider's refusals in the platform's error envelope
        if (err instanceof LotteryError) throw new AppError(err.statusCode, err.code, err.message);
        throw err;
      });
    await this.admin().audit(
      actor,
      'lottery.draw_now',
      { type: 'lottery_draw', id },
      {
        code: draw.code,
        special: draw.result
          ? 'prizes' in draw.result
            ? draw.result.prizes.db?.[0]
            : draw.result.numbers.join(' ')
          : null,
      },
    );
    return draw;
  }
}
