import { adjustmentsVi } from './vi/adjustments';
import { apiVi } from './vi/api';
import { contentFieldsVi } from './vi/content-fields';
import { contentPreviewVi } from './vi/content-preview';
import { dashboardVi } from './vi/dashboard';
import { dashboardBreakdownVi } from './vi/dashboard-breakdown';
import { dataTableVi } from './vi/data-table';
import { depositsVi } from './vi/deposits';
import { formatVi } from './vi/format';
import { heldMoneyVi } from './vi/held-money';
import { homeVi } from './vi/home';
import { languageSwitchVi } from './vi/language-switch';
import { layoutVi } from './vi/layout';
import { loginVi } from './vi/login';
import { mainVi } from './vi/main';
import { modalVi } from './vi/modal';
import { playerPickerVi } from './vi/player-picker';
import { revisionHistoryVi } from './vi/revision-history';
import { ruleDraftVi } from './vi/rule-draft';
import { useLoadVi } from './vi/use-load';
import { withdrawalRulesVi } from './vi/withdrawal-rules';
import { withdrawalsVi } from './vi/withdrawals';

/** The back office in Vietnamese, the default and fallback (decision 165): one area per screen. */
export const vi = {
  adjustments: adjustmentsVi,
  api: apiVi,
  contentFields: contentFieldsVi,
  contentPreview: contentPreviewVi,
  dashboard: dashboardVi,
  dashboardBreakdown: dashboardBreakdownVi,
  dataTable: dataTableVi,
  deposits: depositsVi,
  format: formatVi,
  heldMoney: heldMoneyVi,
  home: homeVi,
  languageSwitch: languageSwitchVi,
  layout: layoutVi,
  login: loginVi,
  main: mainVi,
  modal: modalVi,
  playerPicker: playerPickerVi,
  revisionHistory: revisionHistoryVi,
  ruleDraft: ruleDraftVi,
  useLoad: useLoadVi,
  withdrawalRules: withdrawalRulesVi,
  withdrawals: withdrawalsVi,
};
