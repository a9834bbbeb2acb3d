export { LotteryError, LotteryService } from './lottery.service';
export { type LotteryOptions, lotteryPlugin } from './plugin';
