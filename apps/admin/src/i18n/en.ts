import type { Shape } from './catalogue';
import { adjustmentsEn } from './en/adjustments';
import { agentPlanEn } from './en/agent-plan';
import { agentStatementsEn } from './en/agent-statements';
import { agentsEn } from './en/agents';
import { alertsEn } from './en/alerts';
import { amlEn } from './en/aml';
import { amlSettingsEn } from './en/aml-settings';
import { apiEn } from './en/api';
import { auditEn } from './en/audit';
import { bankAccountsEn } from './en/bank-accounts';
import { brandsEn } from './en/brands';
import { contentFieldsEn } from './en/content-fields';
import { contentPreviewEn } from './en/content-preview';
import { contractLabelsEn } from './en/contract-labels';
import { dashboardEn } from './en/dashboard';
import { dashboardBreakdownEn } from './en/dashboard-breakdown';
import { dataTableEn } from './en/data-table';
import { depositsEn } from './en/deposits';
import { exceptionsEn } from './en/exceptions';
import { exclusionsEn } from './en/exclusions';
import { formatEn } from './en/format';
import { gamesEn } from './en/games';
import { giftcodesEn } from './en/giftcodes';
import { heldMoneyEn } from './en/held-money';
import { homeEn } from './en/home';
import { homeBannersEn } from './en/home-banners';
import { infoPagesEn } from './en/info-pages';
import { jurisdictionsEn } from './en/jurisdictions';
import { kycEn } from './en/kyc';
import { languageSwitchEn } from './en/language-switch';
import { layoutEn } from './en/layout';
import { listsEn } from './en/lists';
import { listsReviewEn } from './en/lists-review';
import { listsRiskEn } from './en/lists-risk';
import { loginEn } from './en/login';
import { lotteryDrawsEn } from './en/lottery-draws';
import { luckySpinEn } from './en/lucky-spin';
import { mainEn } from './en/main';
import { missionsEn } from './en/missions';
import { modalEn } from './en/modal';
import { newsEn } from './en/news';
import { opsEn } from './en/ops';
import { opsAlertsEn } from './en/ops-alerts';
import { opsFiguresEn } from './en/ops-figures';
import { opsTableEn } from './en/ops-table';
import { playerEn } from './en/player';
import { playerLinksEn } from './en/player-links';
import { playerMoneyActionsEn } from './en/player-money-actions';
import { playerPickerEn } from './en/player-picker';
import { playerRiskEn } from './en/player-risk';
import { playerSupportEn } from './en/player-support';
import { playerTransfersEn } from './en/player-transfers';
import { playerVipEn } from './en/player-vip';
import { playersEn } from './en/players';
import { promoPagesEn } from './en/promo-pages';
import { promotionsEn } from './en/promotions';
import { providerAccountsEn } from './en/provider-accounts';
import { revisionHistoryEn } from './en/revision-history';
import { ruleDraftEn } from './en/rule-draft';
import { settingsEn } from './en/settings';
import { sportsDeskEn } from './en/sports-desk';
import { sportsDeskPartsEn } from './en/sports-desk-parts';
import { sportsMarginsEn } from './en/sports-margins';
import { staffEn } from './en/staff';
import { staffListEn } from './en/staff-list';
import { supportSettingsEn } from './en/support-settings';
import { tableLimitsEn } from './en/table-limits';
import { tournamentsEn } from './en/tournaments';
import { useLoadEn } from './en/use-load';
import { vipEn } from './en/vip';
import { withdrawalRulesEn } from './en/withdrawal-rules';
import { withdrawalsEn } from './en/withdrawals';
import type { vi } from './vi';

/** The back office in English (decision 165): the Vietnamese catalogue's keys, every one. */
export const en: Shape<typeof vi> = {
  adjustments: adjustmentsEn,
  agentPlan: agentPlanEn,
  agentStatements: agentStatementsEn,
  agents: agentsEn,
  alerts: alertsEn,
  aml: amlEn,
  amlSettings: amlSettingsEn,
  api: apiEn,
  audit: auditEn,
  bankAccounts: bankAccountsEn,
  brands: brandsEn,
  contentFields: contentFieldsEn,
  contentPreview: contentPreviewEn,
  contractLabels: contractLabelsEn,
  dashboard: dashboardEn,
  dashboardBreakdown: dashboardBreakdownEn,
  dataTable: dataTableEn,
  deposits: depositsEn,
  exceptions: exceptionsEn,
  exclusions: exclusionsEn,
  format: formatEn,
  games: gamesEn,
  giftcodes: giftcodesEn,
  heldMoney: heldMoneyEn,
  home: homeEn,
  homeBanners: homeBannersEn,
  infoPages: infoPagesEn,
  jurisdictions: jurisdictionsEn,
  kyc: kycEn,
  languageSwitch: languageSwitchEn,
  layout: layoutEn,
  lists: listsEn,
  listsReview: listsReviewEn,
  listsRisk: listsRiskEn,
  login: loginEn,
  lotteryDraws: lotteryDrawsEn,
  luckySpin: luckySpinEn,
  main: mainEn,
  missions: missionsEn,
  modal: modalEn,
  news: newsEn,
  ops: opsEn,
  opsAlerts: opsAlertsEn,
  opsFigures: opsFiguresEn,
  opsTable: opsTableEn,
  player: playerEn,
  playerLinks: playerLinksEn,
  playerMoneyActions: playerMoneyActionsEn,
  playerPicker: playerPickerEn,
  playerRisk: playerRiskEn,
  playerSupport: playerSupportEn,
  playerTransfers: playerTransfersEn,
  playerVip: playerVipEn,
  players: playersEn,
  promoPages: promoPagesEn,
  promotions: promotionsEn,
  providerAccounts: providerAccountsEn,
  revisionHistory: revisionHistoryEn,
  ruleDraft: ruleDraftEn,
  settings: settingsEn,
  sportsDesk: sportsDeskEn,
  sportsDeskParts: sportsDeskPartsEn,
  sportsMargins: sportsMarginsEn,
  staff: staffEn,
  staffList: staffListEn,
  supportSettings: supportSettingsEn,
  tableLimits: tableLimitsEn,
  tournaments: tournamentsEn,
  useLoad: useLoadEn,
  vip: vipEn,
  withdrawalRules: withdrawalRulesEn,
  withdrawals: withdrawalsEn,
};
