import type { SportsLang } from '../i18n';
import { type RulesSection, rulesSections, rulesTitle, type SettlementRules } from '../rules';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The settlement rules page players read, written from the rules the code enforces, in `lang`. */
export function rulesPage(rules: SettlementRules, base: string, lang: SportsLang = 'vi'): string {
  const section = (s: RulesSection) =>
    `<section><h2>${esc(s.title)}</h2><ul>${s.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul></section>`;
  const title = rulesTitle(lang);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${esc(base)}/assets/sports.css">
</head>
<body class="rules">
<header class="top"><strong class="brand">${esc(title)}</strong></header>
<main class="rules-body">
${rulesSections(rules, lang).map(section).join('\n')}
</main>
</body>
</html>`;
}
