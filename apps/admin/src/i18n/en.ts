import type { Shape } from './catalogue';
import { adjustmentsEn } from './en/adjustments';
import { apiEn } from './en/api';
import { contentFieldsEn } from './en/content-fields';
import { contentPreviewEn } from './en/content-preview';
import { dashboardEn } from './en/dashboard';
import { dashboardBreakdownEn } from './en/dashboard-breakdown';
import { dataTableEn } from './en/data-table';
import { depositsEn } from './en/deposits';
import { formatEn } from './en/format';
import { heldMoneyEn } from './en/held-money';
import { homeEn } from './en/home';
import { languageSwitchEn } from './en/language-switch';
import { layoutEn } from './en/layout';
import { loginEn } from './en/login';
import { mainEn } from './en/main';
import { modalEn } from './en/modal';
import { playerPickerEn } from './en/player-picker';
import { revisionHistoryEn } from './en/revision-history';
import { ruleDraftEn } from './en/rule-draft';
import { useLoadEn } from './en/use-load';
import { withdrawalRulesEn } from './en/withdrawal-rules';
import { withdrawalsEn } from './en/withdrawals';
import type { vi } from './vi';

/** The back office in English (decision 165): the Vietnamese catalogue's keys, every one. */
export const en: Shape<typeof vi> = {
  adjustments: adjustmentsEn,
  api: apiEn,
  contentFields: contentFieldsEn,
  contentPreview: contentPreviewEn,
  dashboard: dashboardEn,
  dashboardBreakdown: dashboardBreakdownEn,
  dataTable: dataTableEn,
  deposits: depositsEn,
  format: formatEn,
  heldMoney: heldMoneyEn,
  home: homeEn,
  languageSwitch: languageSwitchEn,
  layout: layoutEn,
  login: loginEn,
  main: mainEn,
  modal: modalEn,
  playerPicker: playerPickerEn,
  revisionHistory: revisionHistoryEn,
  ruleDraft: ruleDraftEn,
  useLoad: useLoadEn,
  withdrawalRules: withdrawalRulesEn,
  withdrawals: withdrawalsEn,
};
