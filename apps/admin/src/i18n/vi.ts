import { adjustmentsVi } from './vi/adjustments';
import { apiVi } from './vi/api';
import { bankAccountsVi } from './vi/bank-accounts';
import { contentFieldsVi } from './vi/content-fields';
import { contentPreviewVi } from './vi/content-preview';
import { dashboardVi } from './vi/dashboard';
import { dashboardBreakdownVi } from './vi/dashboard-breakdown';
import { dataTableVi } from './vi/data-table';
import { depositsVi } from './vi/deposits';
import { exceptionsVi } from './vi/exceptions';
import { formatVi } from './vi/format';
import { heldMoneyVi } from './vi/held-money';
import { homeVi } from './vi/home';
import { languageSwitchVi } from './vi/language-switch';
import { layoutVi } from './vi/layout';
import { listsVi } from './vi/lists';
import { listsRiskVi } from './vi/lists-risk';
import { loginVi } from './vi/login';
import { mainVi } from './vi/main';
import { modalVi } from './vi/modal';
import { playerVi } from './vi/player';
import { playerLinksVi } from './vi/player-links';
import { playerMoneyActionsVi } from './vi/player-money-actions';
import { playerPickerVi } from './vi/player-picker';
import { playerRiskVi } from './vi/player-risk';
import { playerSupportVi } from './vi/player-support';
import { playerTransfersVi } from './vi/player-transfers';
import { playerVipVi } from './vi/player-vip';
import { playersVi } from './vi/players';
import { revisionHistoryVi } from './vi/revision-history';
import { ruleDraftVi } from './vi/rule-draft';
import { staffListVi } from './vi/staff-list';
import { useLoadVi } from './vi/use-load';
import { withdrawalRulesVi } from './vi/withdrawal-rules';
import { withdrawalsVi } from './vi/withdrawals';

/** The back office in Vietnamese, the default and fallback (decision 165): one area per screen. */
export const vi = {
  adjustments: adjustmentsVi,
  api: apiVi,
  bankAccounts: bankAccountsVi,
  contentFields: contentFieldsVi,
  contentPreview: contentPreviewVi,
  dashboard: dashboardVi,
  dashboardBreakdown: dashboardBreakdownVi,
  dataTable: dataTableVi,
  deposits: depositsVi,
  exceptions: exceptionsVi,
  format: formatVi,
  heldMoney: heldMoneyVi,
  home: homeVi,
  languageSwitch: languageSwitchVi,
  layout: layoutVi,
  lists: listsVi,
  listsRisk: listsRiskVi,
  login: loginVi,
  main: mainVi,
  modal: modalVi,
  player: playerVi,
  playerLinks: playerLinksVi,
  playerMoneyActions: playerMoneyActionsVi,
  playerPicker: playerPickerVi,
  playerRisk: playerRiskVi,
  playerSupport: playerSupportVi,
  playerTransfers: playerTransfersVi,
  playerVip: playerVipVi,
  players: playersVi,
  revisionHistory: revisionHistoryVi,
  ruleDraft: ruleDraftVi,
  staffList: staffListVi,
  useLoad: useLoadVi,
  withdrawalRules: withdrawalRulesVi,
  withdrawals: withdrawalsVi,
};
