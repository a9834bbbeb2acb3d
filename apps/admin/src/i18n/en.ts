import type { Shape } from './catalogue';
import { adjustmentsEn } from './en/adjustments';
import { apiEn } from './en/api';
import { bankAccountsEn } from './en/bank-accounts';
import { contentFieldsEn } from './en/content-fields';
import { contentPreviewEn } from './en/content-preview';
import { dashboardEn } from './en/dashboard';
import { dashboardBreakdownEn } from './en/dashboard-breakdown';
import { dataTableEn } from './en/data-table';
import { depositsEn } from './en/deposits';
import { exceptionsEn } from './en/exceptions';
import { formatEn } from './en/format';
import { heldMoneyEn } from './en/held-money';
import { homeEn } from './en/home';
import { languageSwitchEn } from './en/language-switch';
import { layoutEn } from './en/layout';
import { listsEn } from './en/lists';
import { listsRiskEn } from './en/lists-risk';
import { loginEn } from './en/login';
import { mainEn } from './en/main';
import { modalEn } from './en/modal';
import { playerEn } from './en/player';
import { playerLinksEn } from './en/player-links';
import { playerMoneyActionsEn } from './en/player-money-actions';
import { playerPickerEn } from './en/player-picker';
import { playerRiskEn } from './en/player-risk';
import { playerSupportEn } from './en/player-support';
import { playerTransfersEn } from './en/player-transfers';
import { playerVipEn } from './en/player-vip';
import { playersEn } from './en/players';
import { revisionHistoryEn } from './en/revision-history';
import { ruleDraftEn } from './en/rule-draft';
import { staffListEn } from './en/staff-list';
import { useLoadEn } from './en/use-load';
import { withdrawalRulesEn } from './en/withdrawal-rules';
import { withdrawalsEn } from './en/withdrawals';
import type { vi } from './vi';

/** The back office in English (decision 165): the Vietnamese catalogue's keys, every one. */
export const en: Shape<typeof vi> = {
  adjustments: adjustmentsEn,
  api: apiEn,
  bankAccounts: bankAccountsEn,
  contentFields: contentFieldsEn,
  contentPreview: contentPreviewEn,
  dashboard: dashboardEn,
  dashboardBreakdown: dashboardBreakdownEn,
  dataTable: dataTableEn,
  deposits: depositsEn,
  exceptions: exceptionsEn,
  format: formatEn,
  heldMoney: heldMoneyEn,
  home: homeEn,
  languageSwitch: languageSwitchEn,
  layout: layoutEn,
  lists: listsEn,
  listsRisk: listsRiskEn,
  login: loginEn,
  main: mainEn,
  modal: modalEn,
  player: playerEn,
  playerLinks: playerLinksEn,
  playerMoneyActions: playerMoneyActionsEn,
  playerPicker: playerPickerEn,
  playerRisk: playerRiskEn,
  playerSupport: playerSupportEn,
  playerTransfers: playerTransfersEn,
  playerVip: playerVipEn,
  players: playersEn,
  revisionHistory: revisionHistoryEn,
  ruleDraft: ruleDraftEn,
  staffList: staffListEn,
  useLoad: useLoadEn,
  withdrawalRules: withdrawalRulesEn,
  withdrawals: withdrawalsEn,
};
