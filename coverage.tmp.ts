import { readFileSync, writeFileSync } from 'node:fs';
import { compileCard } from './app/cards/oracle/compile.ts';
const cards = JSON.parse(readFileSync('/work/tmp/cards.json', 'utf8')).filter((c: any) => ['normal', 'leveler', 'saga', 'meld', 'emblem'].includes(c.layout));
let full = 0, lines = 0, enforced = 0, partial = 0, auras = 0, aurasFull = 0, cyc = 0, cycFull = 0, trig = 0, trigOk = 0;
const missing = new Map<string, number>();
const t0 = Date.now();
const cycFails: string[] = [];
for (const c of cards) {
  const compiled = compileCard(c);
  if (compiled.fullyEnforced) full++;
  const isAura = / Aura\b/.test(c.type_line);
  if (isAura) { auras++; if (compiled.fullyEnforced) aurasFull++; }
  if (/cycl/i.test(c.oracle_text)) { cyc++; if (compiled.fullyEnforced) cycFull++; else cycFails.push(c.name + ' :: ' + compiled.lines.filter((l: any) => l.status !== 'enforced').map((l: any) => l.text).join(' | ')); }
  for (const l of compiled.lines) {
    lines++;
    if (l.status === 'enforced') enforced++;
    else if (l.status === 'partial') partial++;
    if (/^(when you cycle|whenever you cycle|whenever a player cycles)/i.test(l.text.replace(c.name, '~'))) { trig++; if (l.status === 'enforced') trigOk++; }
    if (l.status !== 'enforced') {
      const key = l.text.replace(/\([^()]*\)/g, '').split(c.name).join('~').replace(/\{[^}]+\}/g, '{M}').replace(/\b\d+\b/g, 'N').trim();
      missing.set(key, (missing.get(key) ?? 0) + 1);
    }
  }
}
console.log({ cards: cards.length, full, pct: (100 * full / cards.length).toFixed(1), lines, enforced, partial, linePct: (100 * enforced / lines).toFixed(1), auras, aurasFull, cyc, cycFull, trig, trigOk, ms: Date.now() - t0 });
const top = [...missing.entries()].sort((a, b) => b[1] - a[1]);
writeFileSync('/work/tmp/missing.txt', top.map(([k, v]) => `${v}\t${k}`).join('\n'));
writeFileSync('/work/tmp/cycfails.txt', cycFails.join('\n'));
