import { adjustmentsVi } from './vi/adjustments';
import { agentPlanVi } from './vi/agent-plan';
import { agentStatementsVi } from './vi/agent-statements';
import { agentsVi } from './vi/agents';
import { alertsVi } from './vi/alerts';
import { amlVi } from './vi/aml';
import { amlSettingsVi } from './vi/aml-settings';
import { apiVi } from './vi/api';
import { auditVi } from './vi/audit';
import { bankAccountsVi } from './vi/bank-accounts';
import { brandsVi } from './vi/brands';
import { contentFieldsVi } from './vi/content-fields';
import { contentPreviewVi } from './vi/content-preview';
import { contractLabelsVi } from './vi/contract-labels';
import { dashboardVi } from './vi/dashboard';
import { dashboardBreakdownVi } from './vi/dashboard-breakdown';
import { dataTableVi } from './vi/data-table';
import { depositsVi } from './vi/deposits';
import { exceptionsVi } from './vi/exceptions';
import { exclusionsVi } from './vi/exclusions';
import { formatVi } from './vi/format';
import { gamesVi } from './vi/games';
import { giftcodesVi } from './vi/giftcodes';
import { heldMoneyVi } from './vi/held-money';
import { homeVi } from './vi/home';
import { homeBannersVi } from './vi/home-banners';
import { infoPagesVi } from './vi/info-pages';
import { jurisdictionsVi } from './vi/jurisdictions';
import { kycVi } from './vi/kyc';
import { languageSwitchVi } from './vi/language-switch';
import { layoutVi } from './vi/layout';
import { listsVi } from './vi/lists';
import { listsReviewVi } from './vi/lists-review';
import { listsRiskVi } from './vi/lists-risk';
import { loginVi } from './vi/login';
import { lotteryDrawsVi } from './vi/lottery-draws';
import { luckySpinVi } from './vi/lucky-spin';
import { mainVi } from './vi/main';
import { missionsVi } from './vi/missions';
import { modalVi } from './vi/modal';
import { newsVi } from './vi/news';
import { opsVi } from './vi/ops';
import { opsAlertsVi } from './vi/ops-alerts';
import { opsFiguresVi } from './vi/ops-figures';
import { opsTableVi } from './vi/ops-table';
import { playerVi } from './vi/player';
import { playerLinksVi } from './vi/player-links';
import { playerMoneyActionsVi } from './vi/player-money-actions';
import { playerPickerVi } from './vi/player-picker';
import { playerRiskVi } from './vi/player-risk';
import { playerSupportVi } from './vi/player-support';
import { playerTransfersVi } from './vi/player-transfers';
import { playerVipVi } from './vi/player-vip';
import { playersVi } from './vi/players';
import { promoPagesVi } from './vi/promo-pages';
import { promotionsVi } from './vi/promotions';
import { providerAccountsVi } from './vi/provider-accounts';
import { revisionHistoryVi } from './vi/revision-history';
import { ruleDraftVi } from './vi/rule-draft';
import { settingsVi } from './vi/settings';
import { sportsDeskVi } from './vi/sports-desk';
import { sportsDeskPartsVi } from './vi/sports-desk-parts';
import { sportsMarginsVi } from './vi/sports-margins';
import { staffVi } from './vi/staff';
import { staffListVi } from './vi/staff-list';
import { supportSettingsVi } from './vi/support-settings';
import { tableLimitsVi } from './vi/table-limits';
import { tournamentsVi } from './vi/tournaments';
import { useLoadVi } from './vi/use-load';
import { vipVi } from './vi/vip';
import { withdrawalRulesVi } from './vi/withdrawal-rules';
import { withdrawalsVi } from './vi/withdrawals';

/** The back office in Vietnamese, the default and fallback (decision 165): one area per screen. */
export const vi = {
  adjustments: adjustmentsVi,
  agentPlan: agentPlanVi,
  agentStatements: agentStatementsVi,
  agents: agentsVi,
  alerts: alertsVi,
  aml: amlVi,
  amlSettings: amlSettingsVi,
  api: apiVi,
  audit: auditVi,
  bankAccounts: bankAccountsVi,
  brands: brandsVi,
  contentFields: contentFieldsVi,
  contentPreview: contentPreviewVi,
  contractLabels: contractLabelsVi,
  dashboard: dashboardVi,
  dashboardBreakdown: dashboardBreakdownVi,
  dataTable: dataTableVi,
  deposits: depositsVi,
  exceptions: exceptionsVi,
  exclusions: exclusionsVi,
  format: formatVi,
  games: gamesVi,
  giftcodes: giftcodesVi,
  heldMoney: heldMoneyVi,
  home: homeVi,
  homeBanners: homeBannersVi,
  infoPages: infoPagesVi,
  jurisdictions: jurisdictionsVi,
  kyc: kycVi,
  languageSwitch: languageSwitchVi,
  layout: layoutVi,
  lists: listsVi,
  listsReview: listsReviewVi,
  listsRisk: listsRiskVi,
  login: loginVi,
  lotteryDraws: lotteryDrawsVi,
  luckySpin: luckySpinVi,
  main: mainVi,
  missions: missionsVi,
  modal: modalVi,
  news: newsVi,
  ops: opsVi,
  opsAlerts: opsAlertsVi,
  opsFigures: opsFiguresVi,
  opsTable: opsTableVi,
  player: playerVi,
  playerLinks: playerLinksVi,
  playerMoneyActions: playerMoneyActionsVi,
  playerPicker: playerPickerVi,
  playerRisk: playerRiskVi,
  playerSupport: playerSupportVi,
  playerTransfers: playerTransfersVi,
  playerVip: playerVipVi,
  players: playersVi,
  promoPages: promoPagesVi,
  promotions: promotionsVi,
  providerAccounts: providerAccountsVi,
  revisionHistory: revisionHistoryVi,
  ruleDraft: ruleDraftVi,
  settings: settingsVi,
  sportsDesk: sportsDeskVi,
  sportsDeskParts: sportsDeskPartsVi,
  sportsMargins: sportsMarginsVi,
  staff: staffVi,
  staffList: staffListVi,
  supportSettings: supportSettingsVi,
  tableLimits: tableLimitsVi,
  tournaments: tournamentsVi,
  useLoad: useLoadVi,
  vip: vipVi,
  withdrawalRules: withdrawalRulesVi,
  withdrawals: withdrawalsVi,
};
