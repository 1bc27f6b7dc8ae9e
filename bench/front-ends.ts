// How far the German and Spanish front ends reach (issue 12, item 3): every English cycling-text
// card and Aura of the 2019 data whose English text is fully enforced is compiled again from its
// German and its Spanish printed text (the printed name taken as the card's name), and the
// ability trees are compared with the English card's. Prints the figures and the printed
// sentences that build a different tree, most frequent first.
//
// The printed texts come from the de/es printings of scryfall-default-cards-2019.json.gz that carry
// `printed_text`, and from MTGJSON data with `foreignData` (a set file, AllPrintings, or a folder
// of set files) named by $PROXYFISH_FOREIGN_TEXTS or found as mtgjson-foreign-texts.json in the
// shared data folder. Per card and language the newest printing counts (today's templates; the
// count over every distinct printed text follows it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { abilityTree } from '../app/cards/oracle/ability-tree.ts';
import { compileCard, type CompiledCard } from '../app/cards/oracle/compile.ts';
import { stripReminderText } from '../app/cards/oracle/normalize.ts';
import type { CardDefinition } from '../app/engine/state/card-definition.ts';
import { SHARED_DATA } from '../test/support/import.ts';

type Language = 'de' | 'es';
const LANGUAGES: Record<Language, string> = { de: 'German', es: 'Spanish' };
const SINGLE_FACED = new Set(['normal', 'leveler', 'saga', 'meld', 'emblem']);

interface Printed {
  name: string;
  text: string;
  released: string;
  /** The printed type line, when known ("Kreaturenverzauberung": old cards say Enchant there). */
  type?: string;
}

interface ScryfallCard extends CardDefinition {
  lang: string;
  layout: string;
  released_at?: string;
  printed_name?: string;
  printed_text?: string;
}

export async function run(): Promise<void> {
  const file = join(SHARED_DATA, 'scryfall-default-cards-2019.json.gz');
  if (!existsSync(file)) {
    console.log('front-ends benchmark SKIPPED: scryfall-default-cards-2019.json.gz not found (set PROXYFISH_SHARED_DATA)');
    return;
  }
  const all = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as ScryfallCard[];
  const english = new Map<string, ScryfallCard>();
  for (const card of all) if (card.lang === 'en' && SINGLE_FACED.has(card.layout) && !english.has(card.name)) english.set(card.name, card);

  const printed: Record<Language, Map<string, Printed[]>> = { de: new Map(), es: new Map() };
  const add = (language: Language, englishName: string, entry: Printed): void => {
    const list = printed[language].get(englishName) ?? [];
    list.push(entry);
    printed[language].set(englishName, list);
  };
  let fromScryfall = 0;
  for (const card of all) {
    if ((card.lang === 'de' || card.lang === 'es') && card.printed_text) {
      add(card.lang, card.name, { name: card.printed_name ?? card.name, text: card.printed_text, released: card.released_at ?? '' });
      fromScryfall += 1;
    }
  }
  const mtgjson = foreignTextsSource();
  let fromMtgjson = 0;
  for (const [language, englishName, entry] of mtgjson ? readMtgjson(mtgjson) : []) {
    add(language, englishName, entry);
    fromMtgjson += 1;
  }
  console.log(`front-ends: printed texts: ${fromScryfall} from the 2019 Scryfall file, ${fromMtgjson} from ${mtgjson ?? 'no MTGJSON data (set PROXYFISH_FOREIGN_TEXTS)'}`);

  const population = [...english.values()]
    .filter((card) => /cycl/i.test(card.oracle_text ?? '') || / Aura\b/.test(card.type_line))
    .map((card) => ({ card, compiled: compileCard(card) }))
    .filter(({ compiled }) => compiled.fullyEnforced);

  for (const language of ['de', 'es'] as const) {
    let newestSame = 0, newestTotal = 0, textsSame = 0, textsTotal = 0;
    const failing = new Map<string, number>();
    for (const { card, compiled } of population) {
      const texts = printed[language].get(card.name);
      if (!texts) continue;
      const distinct = [...new Map(texts.map((entry) => [entry.text, entry])).values()].sort((a, b) => b.released.localeCompare(a.released));
      distinct.forEach((entry, index) => {
        const same = buildsSameTree(card, compiled, entry, index === 0 ? failing : null);
        textsTotal += 1;
        if (same) textsSame += 1;
        if (index === 0) {
          newestTotal += 1;
          if (same) newestSame += 1;
        }
      });
    }
    console.log(
      `${LANGUAGES[language]}: ${newestSame} of ${newestTotal} cycling/Aura cards build the same tree as English (newest printing); ${textsSame} of ${textsTotal} distinct printed texts`,
    );
    const top = [...failing.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.FRONT_ENDS_TOP ?? 40));
    for (const [form, count] of top) console.log(`  ${String(count).padStart(4)}  ${form}`);
  }
  console.log(`front-ends: population: ${population.length} fully enforced English cycling-text cards and Auras`);
}

/** Compiles the printed text as the card's text; on a mismatch, counts the printed lines that build something else. */
function buildsSameTree(card: ScryfallCard, compiled: CompiledCard, entry: Printed, failing: Map<string, number> | null): boolean {
  const definition = { ...card, name: entry.name, oracle_text: withCardName(asLines(entry), entry.name) };
  const translated = compileCard(definition);
  if (JSON.stringify(abilityTree(translated)) === JSON.stringify(abilityTree(compiled))) return true;
  if (failing) for (const form of differingLines(card, definition)) failing.set(form, (failing.get(form) ?? 0) + 1);
  return false;
}

/** The printed lines whose own tree differs from the English line at the same place (or every printed line when the counts differ). */
function differingLines(card: ScryfallCard, translated: CardDefinition): string[] {
  const lines = (text: string | null | undefined): string[] => (text ?? '').split('\n').filter((line) => stripReminderText(line) !== '');
  const englishLines = lines(card.oracle_text);
  const printedLines = lines(translated.oracle_text);
  const tree = (definition: CardDefinition, line: string): string => JSON.stringify(abilityTree(compileCard({ ...definition, oracle_text: line })));
  const forms: string[] = [];
  printedLines.forEach((line, index) => {
    if (englishLines.length === printedLines.length && tree(translated, line) === tree(card, englishLines[index]!)) return;
    forms.push(stripReminderText(line).split(translated.name).join('~').replace(/\{[^}]+\}/g, '{M}').replace(/\b\d+\b/g, 'N'));
  });
  return forms.length > 0 ? forms : ['(the lines build the same trees one by one, not together)'];
}

/**
 * The printed text as lines of rules text: lines the source ran together ("Verzaubert eine
 * KreaturDie verzauberte Kreatur …") apart again, bare numbers for mana symbols back in braces,
 * and an old Aura's restriction, which its type line states ("Kreaturenverzauberung",
 * "Encantar criatura"), as its first line.
 */
function asLines(entry: Printed): string {
  const text = entry.text
    .replace(/(?<=[a-zäöüßáéíóúñ.)])(?=[A-ZÄÖÜÁÉÍÓÚÑ{])/gu, '\n')
    // Older sets' texts write a mana symbol as a bare number ("Umwandlung 2" for "Umwandlung {2}").
    .replace(/^(Umwandlung|Ciclo) (\d+)\.?$/gimu, '$1 {$2}');
  const oldAura = entry.type !== undefined && /^(?:\S+verzauberung|Verzaubere .+|Encantar .+)$/iu.test(entry.type) && !/^(?:verzaubert|encantar)\b/imu.test(text);
  return oldAura ? `${entry.type}\n${text}` : text;
}

/**
 * The printed name in its German inflections ("der Aufgegebene Außenposten" for "Aufgegebener
 * Außenposten", "des Schlachthaus-Ghuls") written as the name itself, as an author writes it.
 */
function withCardName(text: string, name: string): string {
  const words = name.split(/\s+/);
  if (words.length === 0 || name.length < 3) return text;
  const inflected = words.map((word) => escape(word.replace(/(?:er|es|en|em|e|n|s)$/u, '')) + '[a-zäöüß]{0,2}').join('\\s+');
  return text.replace(new RegExp(`(?<![\\p{L}])${inflected}(?![\\p{L}])`, 'gu'), name);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function foreignTextsSource(): string | null {
  const candidates = [process.env.PROXYFISH_FOREIGN_TEXTS, join(SHARED_DATA, 'mtgjson-foreign-texts.json')];
  return candidates.find((path): path is string => path !== undefined && path !== '' && existsSync(path)) ?? null;
}

interface MtgjsonSet {
  releaseDate?: string;
  cards?: { name: string; foreignData?: { language: string; name?: string; text?: string; type?: string }[] }[];
}

/** [language, English name, printed] for every German or Spanish foreignData entry with text. */
function* readMtgjson(path: string): Generator<[Language, string, Printed]> {
  const files = statSync(path).isDirectory() ? readdirSync(path).filter((name) => name.endsWith('.json')).map((name) => join(path, name)) : [path];
  for (const file of files) {
    const { data } = JSON.parse(readFileSync(file, 'utf8')) as { data: MtgjsonSet | Record<string, MtgjsonSet> };
    const sets: MtgjsonSet[] = Array.isArray((data as MtgjsonSet).cards) ? [data as MtgjsonSet] : Object.values(data as Record<string, MtgjsonSet>);
    for (const set of sets) {
      for (const card of set.cards ?? []) {
        for (const foreign of card.foreignData ?? []) {
          const language = foreign.language === 'German' ? 'de' : foreign.language === 'Spanish' ? 'es' : null;
          if (language && foreign.text) yield [language, card.name, { name: foreign.name ?? card.name, text: foreign.text, released: set.releaseDate ?? '', type: foreign.type }];
        }
      }
    }
  }
}
