import type { ProviderLang } from '@app/provider-kit/i18n';
import { sandboxT } from './sportsbook.i18n';
import type { SportsbookCode, SportsbookGame } from './sportsbook.sandbox';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const THEMES: Record<SportsbookCode, { bg: string; bar: string; card: string; accent: string }> = {
  saba: { bg: '#0b1a3a', bar: '#1e3a8a', card: '#13264f', accent: '#60a5fa' },
  bti: { bg: '#06242b', bar: '#155e75', card: '#0b3640', accent: '#2dd4bf' },
};

/** The screens' stylesheet (the /partners pages load only their own files: no inline style or script). */
export const SPORTSBOOK_CSS = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;color:#e8eefc}
${Object.entries(THEMES)
  .map(
    ([k, t]) =>
      `body.${k}{background:${t.bg}}.${k} header{background:${t.bar}}.${k} .m,.${k} aside{background:${t.card}}.${k} .sel b{color:${t.accent}}.${k} .sel[aria-pressed=true]{border-color:${t.accent}}.${k} #place{background:${t.accent}}`,
  )
  .join('\n')}
header{position:sticky;top:0;z-index:2;padding:10px 16px;display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap}
header a{color:#fff}main{display:grid;gap:16px;padding:12px;max-width:1200px;margin:auto}
@media(min-width:900px){main{grid-template-columns:1fr 340px}aside{position:sticky;top:60px;align-self:start}}
.m{border-radius:10px;padding:10px 12px;margin-bottom:10px}.m h2{font-size:15px;margin:0}.lg{font-size:12px;opacity:.75;margin-bottom:6px}
.mk{margin-top:8px}.mk h3{font-size:12px;font-weight:600;margin:0 0 4px;opacity:.8}.row{display:flex;gap:6px;flex-wrap:wrap}
.sel{flex:1 1 30%;min-height:44px;border:1px solid transparent;border-radius:6px;background:rgba(255,255,255,.08);color:#fff;font-size:13px;cursor:pointer;padding:4px}
.sel b{display:block;font-size:15px}.sel[aria-pressed=true]{background:rgba(255,255,255,.18)}
aside{border-radius:10px;padding:12px}aside h2{font-size:16px;margin:0 0 8px}
input{font-size:16px;padding:8px;width:100%;border-radius:6px;border:0;margin:6px 0}
#place{width:100%;min-height:44px;border:0;border-radius:6px;color:#04121f;font-weight:700;font-size:15px;cursor:pointer}
#place:disabled{opacity:.5}#out{min-height:20px;margin:8px 0;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:12px;margin-top:8px}td{padding:4px 2px;border-top:1px solid rgba(255,255,255,.1);vertical-align:top}
.won{color:#86efac}.lost{color:#fca5a5}`;

/** The screens' script: reads its boot block, lists matches, places a one-pick slip, lists the tickets. */
export const SPORTSBOOK_JS = `'use strict';
const B=JSON.parse(document.getElementById('boot').textContent);const API=B.api,S=B.session,W=B.words;let pick=null;
const h=(s)=>String(s).replace(/[&<>"']/g,(c)=>'&#'+c.charCodeAt(0)+';');
const call=async(p,b)=>{const r=await fetch(API+p,{method:b?'POST':'GET',headers:Object.assign({'x-sandbox-session':S,'accept-language':B.lang},b?{'content-type':'application/json'}:{}),body:b?JSON.stringify(b):undefined});const j=await r.json();if(!j.success)throw new Error(j.message||W.error);return j.data;};
const vnd=(n)=>W.money.replace('{{amount}}',Number(n).toLocaleString('en-US'));
async function matches(){const d=await call('/matches');const el=document.getElementById('list');
if(!d.matches.length){el.innerHTML='<p>'+h(W.noMatches)+'</p>';return;}
el.innerHTML=d.matches.map((m)=>'<article class="m"><div class="lg">'+h(m.league)+' · '+new Date(m.kickoff).toLocaleString(B.locale,{timeZone:'Asia/Ho_Chi_Minh'})+'</div><h2>'+h(m.home)+' - '+h(m.away)+'</h2>'+
m.markets.map((k)=>'<div class="mk"><h3>'+h(k.name)+'</h3><div class="row">'+k.selections.map((s)=>'<button class="sel" aria-pressed="'+Boolean(pick&&pick.selection===s.key&&pick.match===m.id)+'" data-match="'+h(m.id)+'" data-sel="'+h(s.key)+'" data-label="'+h(m.home+' - '+m.away+' · '+k.name+': '+s.label)+'" data-odds="'+(s.odds/1000).toFixed(2)+'">'+h(s.label)+'<b>'+(s.odds/1000).toFixed(2)+'</b></button>').join('')+'</div></div>').join('')+'</article>').join('');
for(const b of el.querySelectorAll('.sel'))b.addEventListener('click',()=>{pick={match:b.dataset.match,selection:b.dataset.sel};for(const x of el.querySelectorAll('.sel'))x.setAttribute('aria-pressed',String(x===b));
document.getElementById('slip').textContent=b.dataset.label+' @ '+b.dataset.odds;document.getElementById('place').disabled=false;});}
const STATUS=W.status;
async function bets(){const d=await call('/bets');document.getElementById('bets').innerHTML=d.map((b)=>'<tr data-ticket="'+h(b.reference)+'" data-status="'+h(b.status)+'"><td>'+h(b.match)+'<br>'+h(b.pick)+' @ '+b.odds.toFixed(2)+'</td><td>'+vnd(b.stake)+'</td><td class="'+(b.status==='settled'?(b.payout>0?'won':'lost'):'')+'">'+(b.status==='settled'?vnd(b.payout)+'<br>'+h(b.result||''):STATUS[b.status]||h(b.status))+'</td></tr>').join('');}
document.getElementById('place').addEventListener('click',async()=>{const out=document.getElementById('out');if(!pick)return;out.textContent=W.sending;
try{await call('/bet',{...pick,stake:Number(document.getElementById('stake').value)});out.textContent=W.placed;await bets();}catch(e){out.textContent=e.message;}});
matches().catch((e)=>{document.getElementById('list').textContent=e.message;});bets().catch(()=>{});
setInterval(()=>{bets().catch(()=>{});},3000);setInterval(()=>{matches().catch(()=>{});},15000);`;

/**
 * The sandbox sportsbook's screen (decision 146): the listed matches with 1X2, Asian handicap
 * and over/under at the feed's prices, a one-pick slip with the stake, and the player's tickets
 * with their results. Its script reads only its own play API (the session in a header).
 */
export function sportsbookPage(o: {
  code: SportsbookCode;
  brand: string;
  game: SportsbookGame;
  lang: ProviderLang;
  api: string;
  assets: string;
  session: string;
  lobbyUrl: string | null;
}): string {
  const t = sandboxT(o.lang);
  const title = `${o.brand}${o.game === 'vsports' ? ` · ${t('page.virtual')}` : ''} (sandbox)`;
  const lobby = o.lobbyUrl && /^https?:\/\//.test(o.lobbyUrl) ? o.lobbyUrl : null;
  const words = t('script', { returnObjects: true }) as unknown as Record<string, unknown>;
  const boot = JSON.stringify({
    api: o.api,
    session: o.session,
    lang: o.lang,
    locale: o.lang === 'en' ? 'en-GB' : 'vi-VN',
    words,
  }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="${o.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${o.assets}/sportsbook.css"></head>
<body class="${o.code}"><header><strong>${esc(title)}</strong>${lobby ? `<a href="${esc(lobby)}">${esc(t('page.lobby'))}</a>` : ''}</header>
<main><section id="list" aria-label="${esc(t('page.matches'))}"><p>${esc(t('page.loading'))}</p></section>
<aside aria-label="${esc(t('page.slip'))}"><h2>${esc(t('page.slip'))}</h2><div id="slip">${esc(t('page.slipEmpty'))}</div>
<label>${esc(t('page.stake'))}<input id="stake" type="number" inputmode="numeric" min="10000" step="1000" value="10000"></label>
<button id="place" disabled>${esc(t('page.place'))}</button><div id="out" role="status"></div>
<h2>${esc(t('page.tickets'))}</h2><table><tbody id="bets"></tbody></table></aside></main>
<script type="application/json" id="boot">${boot}</script><script src="${o.assets}/sportsbook.js"></script></body></html>`;
}
