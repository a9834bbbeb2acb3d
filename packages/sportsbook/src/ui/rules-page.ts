import { type RulesSection, rulesSections, type SettlementRules } from '../rules';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The settlement rules page players read, written from the rules the code enforces. */
export function rulesPage(rules: SettlementRules, base: string): string {
  const section = (s: RulesSection) =>
    `<section><h2>${esc(s.title)}</h2><ul>${s.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul></section>`;
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Luật tính cược thể thao</title>
<link rel="stylesheet" href="${esc(base)}/assets/sports.css">
</head>
<body class="rules">
<header class="top"><strong class="brand">Luật tính cược thể thao</strong></header>
<main class="rules-body">
${rulesSections(rules).map(section).join('\n')}
</main>
</body>
</html>`;
}
