export { type ResultsSource, XsktMienBacSource, XsmbCsvSource } from '../feed/source';
export { LotteryError, LotteryService } from './lottery.service';
export { type LotteryOptions, lotteryPlugin } from './plugin';
