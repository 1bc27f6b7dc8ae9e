// The German and Spanish front ends (issue 12, item 3): a custom card written in German or Spanish
// builds the same ability tree as its English original, family by family of rewrite rules, and
// plays the same in the engine. Trees are compared without their display texts (ability-tree.ts).
import { describe, expect, it } from 'vitest';
import { abilityTree } from '../../../../app/cards/oracle/ability-tree.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { eventsOf, run } from '../helpers.ts';

type Texts = { en: string; de: string; es: string };

const NAMES = { en: 'Test Card', de: 'Testkarte', es: 'Carta de prueba' } as const;

function card(language: keyof Texts, type: string, texts: Texts, extra: Partial<CardDefinition> = {}): CardDefinition {
  return { name: NAMES[language], mana_cost: '{1}{W}', type_line: type, oracle_text: texts[language], ...extra };
}

/** [family, type line, texts]: each family of rewrite rules with a card of its forms. */
const FAMILIES: [string, string, Texts][] = [
  ['CR 702.29c cycle triggers', 'Creature — Test', {
    en: 'Cycling {2}\nWhen you cycle Test Card, you may draw a card.\nWhenever you cycle or discard a card, Test Card gets +1/+1 until end of turn.',
    de: 'Umwandlung {2}\nWenn du Testkarte umwandelst, kannst du eine Karte ziehen.\nImmer wenn du eine Karte umwandelst oder abwirfst, erhält Testkarte +1/+1 bis zum Ende des Zuges.',
    es: 'Ciclo {2}\nCuando cicles Carta de prueba, puedes robar una carta.\nSiempre que actives una habilidad de ciclo o descartes una carta, Carta de prueba obtiene +1/+1 hasta el final del turno.',
  }],
  ['CR 702.29c cycle-or-discard triggers: paying to do more, granting a keyword (Amonkhet templates)', 'Creature — Test', {
    en: 'Whenever you cycle or discard a card, you may pay {1}. If you do, each opponent loses 2 life and you gain 2 life.\nWhenever you cycle or discard a card, target creature gains flying until end of turn.',
    de: 'Immer wenn du eine Karte umwandelst oder abwirfst, kannst du {1} bezahlen. Falls du dies tust, verliert jeder Gegner 2 Lebenspunkte, und du erhältst 2 Lebenspunkte dazu.\nImmer wenn du eine Karte umwandelst oder abwirfst, erhält eine Kreatur deiner Wahl Flugfähigkeit bis zum Ende des Zuges.',
    es: 'Siempre que actives una habilidad de ciclo o descartes una carta, puedes pagar {1}. Si lo haces, cada oponente pierde 2 vidas y tú ganas 2 vidas.\nSiempre que actives una habilidad de ciclo o descartes una carta, la criatura objetivo gana la habilidad de volar hasta el final del turno.',
  }],
  ['CR 702.29c "when you cycle this or it dies" (Shards of Alara templates)', 'Creature — Test', {
    en: 'When you cycle Test Card or it dies, you may put a +1/+1 counter on target creature.',
    de: 'Wenn du Testkarte umwandelst oder sie aus dem Spiel auf den Friedhof gelegt wird, kannst du eine +1/+1-Marke auf eine Kreatur deiner Wahl legen.',
    es: 'Cuando uses el ciclo de Carta de prueba o vaya a tu cementerio desde el juego, puedes poner un contador +1/+1 sobre la criatura objetivo.',
  }],
  ['CR 503.1 upkeep triggers in today\'s German word order (verb right after the trigger)', 'Enchantment', {
    en: 'At the beginning of your upkeep, you lose 1 life.\nAt the beginning of your end step, draw a card.',
    de: 'Zu Beginn deines Versorgungssegments verlierst du 1 Lebenspunkt.\nZu Beginn deines Endsegments ziehst du eine Karte.',
    es: 'Al comienzo de tu mantenimiento, pierdes 1 vida.\nAl comienzo de tu paso final, roba una carta.',
  }],
  ['CR 120.3 damage to each creature with flying and each player', 'Sorcery', {
    en: 'Test Card deals 3 damage to each creature with flying and each player.',
    de: 'Testkarte fügt jeder fliegenden Kreatur und jedem Spieler 3 Schadenspunkte zu.',
    es: 'Carta de prueba hace 3 puntos de daño a cada criatura con la habilidad de volar y a cada jugador.',
  }],
  ['CR 702.29c "you may have it deal" cycle triggers, CR 701.23 searching onto the battlefield tapped', 'Sorcery', {
    en: 'Search your library for a basic land card, put it onto the battlefield tapped, then shuffle your library.\nCycling {2}\nWhen you cycle Test Card, you may have it deal 2 damage to target creature.',
    de: 'Durchsuche deine Bibliothek nach einer Standardland-Karte, bringe sie getappt ins Spiel und mische dann deine Bibliothek.\nUmwandlung {2}\nWenn du Testkarte umwandelst, kannst du es einer Kreatur deiner Wahl 2 Schadenspunkte zufügen lassen.',
    es: 'Busca en tu biblioteca una carta de tierra básica, ponla en el campo de batalla girada y luego baraja tu biblioteca.\nCiclo {2}\nCuando cicles Carta de prueba, puedes elegir que haga 2 puntos de daño a la criatura objetivo.',
  }],
  ['today\'s German templates: counter unless ("es sei denn"), the verb before "zu Beginn deines Endsegments"', 'Instant', {
    en: 'Counter target spell unless its controller pays {1}.',
    de: 'Neutralisiere einen Zauberspruch deiner Wahl, es sei denn, sein Beherrscher bezahlt {1}.',
    es: 'Contrarresta el hechizo objetivo a menos que su controlador pague {1}.',
  }],
  ['CR 513.1 end step triggers with the verb first', 'Enchantment', {
    en: 'At the beginning of your end step, draw a card.',
    de: 'Ziehe zu Beginn deines Endsegments eine Karte.',
    es: 'Al comienzo de tu paso final, roba una carta.',
  }],
  ['CR 702.19, 702.15 Auras granting several keywords', 'Enchantment — Aura', {
    en: 'Enchant creature\nEnchanted creature gets +2/+2 and has lifelink and trample.',
    de: 'Verzaubert eine Kreatur\nDie verzauberte Kreatur erhält +2/+2 und hat Lebensverknüpfung und verursacht Trampelschaden.',
    es: 'Encantar criatura\nLa criatura encantada obtiene +2/+2 y tiene las habilidades de vínculo vital y de arrollar.',
  }],
  ['CR 303.4 Auras: the enchanted creature with its article', 'Enchantment — Aura', {
    en: 'Enchant creature\nEnchanted creature gets +2/+2 and has flying.\n{G}: Regenerate enchanted creature.',
    de: 'Verzaubert eine Kreatur\nDie verzauberte Kreatur erhält +2/+2 und hat Flugfähigkeit.\n{G}: Regeneriere die verzauberte Kreatur.',
    es: 'Encantar criatura\nLa criatura encantada obtiene +2/+2 y tiene la habilidad de volar.\n{G}: Regenera a la criatura encantada.',
  }],
  ['CR 302.6 untap restrictions and can\'t attack or block', 'Enchantment — Aura', {
    en: "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.\nEnchanted creature can't attack or block.",
    de: 'Verzaubert eine Kreatur\nDie verzauberte Kreatur enttappt nicht während des Enttappsegments ihres Beherrschers.\nDie verzauberte Kreatur kann nicht angreifen oder blocken.',
    es: 'Encantar criatura\nLa criatura encantada no se endereza durante el paso de enderezar de su controlador.\nLa criatura encantada no puede atacar ni bloquear.',
  }],
  ['CR 614.1c enters tapped, 106.4 mana in older wording', 'Land', {
    en: 'Test Card enters the battlefield tapped.\n{T}: Add {G}.',
    de: 'Testkarte kommt getappt ins Spiel.\n{T}: Erhöhe deinen Manavorrat um {G}.',
    es: 'Carta de prueba entra al campo de batalla girada.\n{T}: Agrega {G} a tu reserva de maná.',
  }],
  ['CR 702.8 flash in older wording', 'Enchantment — Aura', {
    en: 'Flash\nEnchant creature\nEnchanted creature gets +1/+1.',
    de: 'Du kannst Testkarte immer dann spielen, wenn du auch einen Spontanzauber spielen könntest.\nVerzaubert eine Kreatur\nDie verzauberte Kreatur erhält +1/+1.',
    es: 'Puedes jugar Carta de prueba en cualquier momento en que pudieras jugar un instantáneo.\nEncantar criatura\nLa criatura encantada obtiene +1/+1.',
  }],
  ['CR 615 prevention', 'Instant', {
    en: 'Prevent the next 3 damage that would be dealt to any target this turn.\nPrevent all combat damage that would be dealt this turn.',
    de: 'Verhindere die nächsten 3 Schadenspunkte, die einem beliebigen Ziel in diesem Zug zugefügt würden.\nVerhindere allen Kampfschaden, der in diesem Zug zugefügt würde.',
    es: 'Prevén los próximos 3 puntos de daño que se vayan a hacer a cualquier objetivo este turno.\nPrevén todo el daño de combate que se vaya a hacer este turno.',
  }],
  ['CR 603.7 delayed triggers', 'Instant', {
    en: "Exile target creature you control. Return that card to the battlefield under its owner's control at the beginning of the next end step.\nDraw a card at the beginning of the next turn's upkeep.",
    de: 'Schicke eine Kreatur deiner Wahl, die du kontrollierst, ins Exil. Bringe jene Karte zu Beginn des nächsten Endsegments unter der Kontrolle ihres Besitzers ins Spiel zurück.\nZiehe zu Beginn des Versorgungssegments des nächsten Zuges eine Karte.',
    es: 'Exilia la criatura objetivo que controlas. Regresa esa carta al campo de batalla bajo el control de su propietario al comienzo del próximo paso final.\nRoba una carta al comienzo del mantenimiento del próximo turno.',
  }],
  ['CR 601.2b additional costs (today\'s German word order)', 'Sorcery', {
    en: 'As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.',
    de: 'Opfere als zusätzliche Kosten, um diesen Zauberspruch zu wirken, eine Kreatur.\nZiehe zwei Karten.',
    es: 'Como coste adicional para lanzar este hechizo, sacrifica una criatura.\nRoba dos cartas.',
  }],
  ['CR 701 keyword actions: scry, surveil, investigate', 'Sorcery', {
    en: 'Scry 2.\nSurveil 2.\nInvestigate.',
    de: 'Wende Hellsicht 2 an.\nWende Überwachen 2 an.\nStelle Nachforschungen an.',
    es: 'Adivina 2.\nVigila 2.\nInvestiga.',
  }],
  ['CR 701.5 counter unless its controller pays', 'Instant', {
    en: 'Counter target spell unless its controller pays {3}.',
    de: 'Neutralisiere einen Zauberspruch deiner Wahl, falls sein Beherrscher nicht {3} bezahlt.',
    es: 'Contrarresta el hechizo objetivo a menos que su controlador pague {3}.',
  }],
  ['CR 120.3 damage: older "creature or player" is any target; verb second after a trigger', 'Creature — Test', {
    en: 'When Test Card enters the battlefield, it deals 2 damage to any target.\nWhen Test Card dies, it deals 1 damage to target creature with flying.',
    de: 'Wenn Testkarte ins Spiel kommt, fügt sie einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu.\nWenn Testkarte stirbt, fügt sie einer fliegenden Kreatur deiner Wahl 1 Schadenspunkt zu.',
    es: 'Cuando Carta de prueba entre en juego, le hace 2 puntos de daño a la criatura o jugador objetivo.\nCuando Carta de prueba muera, hace 1 punto de daño a la criatura objetivo con la habilidad de volar.',
  }],
  ['CR 702.89 totem armor, CR 113.10 granted quoted abilities (German „…“ quotes)', 'Enchantment — Aura', {
    en: 'Enchant creature\nEnchanted creature has "{1}: This creature gets +1/+1 until end of turn."\nTotem armor',
    de: 'Verzaubert eine Kreatur\nDie verzauberte Kreatur hat „{1}: Diese Kreatur erhält +1/+1 bis zum Ende des Zuges.“\nTotembeistand',
    es: 'Encantar criatura\nLa criatura encantada tiene: "{1}: Esta criatura obtiene +1/+1 hasta el final del turno".\nArmadura tótem.',
  }],
  ['CR 603.2 triggers of the enchanted creature: damage it deals, its death', 'Enchantment — Aura', {
    en: 'Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.\nWhenever enchanted creature deals damage to an opponent, you may draw a card.\nWhen enchanted creature dies, return that card to the battlefield under your control.',
    de: 'Verzaubert eine Kreatur\nImmer wenn die verzauberte Kreatur Schaden zufügt, erhältst du ebenso viele Lebenspunkte dazu.\nImmer wenn die verzauberte Kreatur einem Gegner Schaden zufügt, kannst du eine Karte ziehen.\nWenn die verzauberte Kreatur stirbt, bringe ihre Karte unter deiner Kontrolle ins Spiel zurück.',
    es: 'Encantar criatura\nSiempre que la criatura encantada haga daño, ganas esa cantidad de vida.\nSiempre que la criatura encantada haga daño a un oponente, puedes robar una carta.\nCuando la criatura encantada muera, regresa esa carta al campo de batalla bajo tu control.',
  }],
  ['CR 702.18 shroud in older wording, CR 613.4b base power and toughness, CR 615 the creature\'s damage prevented', 'Enchantment — Aura', {
    en: 'Enchant creature\nEnchanted creature has shroud.\nEnchanted creature has base power and toughness 1/1.\nPrevent all combat damage that would be dealt by enchanted creature.',
    de: 'Verzaubert eine Kreatur\nDie verzauberte Kreatur kann nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein.\nDie verzauberte Kreatur hat Basis-Stärke und -Widerstandskraft 1/1.\nVerhindere allen Kampfschaden, der von der verzauberten Kreatur zugefügt würde.',
    es: 'Encantar criatura\nLa criatura encantada tiene la habilidad de velo.\nLa criatura encantada tiene una fuerza y resistencia base de 1/1.\nPrevén todo el daño de combate que fuera a hacer la criatura encantada.',
  }],
  ['CR 303.4 land Auras: tapped-land triggers, mana abilities granted in quotes', 'Enchantment — Aura', {
    en: 'Enchant land\nWhenever enchanted land becomes tapped, its controller loses 2 life.\nEnchanted land has "{T}: Add two mana of any one color."',
    de: 'Verzaubert ein Land\nImmer wenn das verzauberte Land getappt wird, verliert sein Beherrscher 2 Lebenspunkte.\nDas verzauberte Land hat „{T}: Erzeuge zwei Mana genau einer beliebigen Farbe.“',
    es: 'Encantar tierra\nSiempre que la tierra encantada se gire, su controlador pierde 2 vidas.\nLa tierra encantada tiene "{T}: Agrega dos manás de un color cualquiera".',
  }],
  ['CR 303.4 Auras: control, and can\'t attack or block with abilities shut off', 'Enchantment — Aura', {
    en: "Enchant creature\nYou control enchanted creature.\nEnchanted creature can't attack or block, and its activated abilities can't be activated.",
    de: 'Verzaubert eine Kreatur\nDu kontrollierst die verzauberte Kreatur.\nDie verzauberte Kreatur kann nicht angreifen oder blocken und ihre aktivierten Fähigkeiten können nicht aktiviert werden.',
    es: 'Encantar criatura\nTú controlas la criatura encantada.\nLa criatura encantada no puede atacar ni bloquear y no pueden activarse sus habilidades activadas.',
  }],
  ['CR 702.5 Enchant restrictions: "or", colours, articles', 'Enchantment — Aura', {
    en: "Enchant artifact or creature\nEnchanted permanent doesn't untap during its controller's untap step.",
    de: 'Verzaubert ein Artefakt oder eine Kreatur\nDie verzauberte bleibende Karte enttappt nicht während des Enttappsegments ihres Beherrschers.',
    es: 'Encantar artefacto o criatura.\nEl permanente encantado no se endereza durante el paso de enderezar de su controlador.',
  }],
  ['CR 702.5 Enchant restrictions naming colours', 'Enchantment — Aura', {
    en: 'Enchant red or green creature\nEnchanted creature gets +1/+1.',
    de: 'Verzaubert eine rote oder grüne Kreatur\nDie verzauberte Kreatur erhält +1/+1.',
    es: 'Encantar criatura roja o verde.\nLa criatura encantada obtiene +1/+1.',
  }],
  ['CR 702.5 Enchant restrictions in older German type lines ("…-Verzauberung", "Verzaubere …")', 'Enchantment — Aura', {
    en: 'Enchant creature you control\nEnchanted creature gets +1/+1.',
    de: 'Kreatur-die-du-kontrollierst-Verzauberung\nDie verzauberte Kreatur erhält +1/+1.',
    es: 'Encantar criatura que controlas\nLa criatura encantada obtiene +1/+1.',
  }],
  ['CR 303.4 Aura statics: a change and a restriction, counting creatures, attacking each combat, hexproof in older wording', 'Enchantment — Aura', {
    en: "Enchant creature\nEnchanted creature gets +2/+2 and can't block.\nEnchanted creature gets +1/+1 for each creature you control.\nEnchanted creature attacks each combat if able.\nEnchanted creature's activated abilities can't be activated.",
    de: 'Verzaubert eine Kreatur\nDie verzauberte Kreatur erhält +2/+2 und kann nicht blocken.\nDie verzauberte Kreatur erhält +1/+1 für jede Kreatur, die du kontrollierst.\nDie verzauberte Kreatur greift in jedem Zug an, falls möglich.\nDie aktivierten Fähigkeiten der verzauberten Kreatur können nicht aktiviert werden.',
    es: 'Encantar criatura\nLa criatura encantada obtiene +2/+2 y no puede bloquear.\nLa criatura encantada obtiene +1/+1 por cada criatura que controles.\nLa criatura encantada ataca cada turno si puede.\nNo se pueden activar las habilidades activadas de la criatura encantada.',
  }],
  ['CR 603.2 triggers: the enchanted creature dealt damage, the enchanted permanent tapped; the upkeep of its controller', 'Enchantment — Aura', {
    en: "Enchant creature\nWhen enchanted creature is dealt damage, destroy it.\nAt the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.",
    de: 'Verzaubert eine Kreatur\nWenn der verzauberten Kreatur Schaden zugefügt wird, zerstöre sie.\nZu Beginn des Versorgungssegments des Beherrschers der verzauberten Kreatur verliert jener Spieler 1 Lebenspunkt.',
    es: 'Encantar criatura\nCuando se le haga daño a la criatura encantada, destrúyela.\nAl comienzo del mantenimiento del controlador de la criatura encantada, ese jugador pierde 1 vida.',
  }],
  ['CR 610.3 exile until this leaves the battlefield; the effect written before its trigger; older "put into a graveyard"', 'Enchantment', {
    en: "When Test Card enters the battlefield, exile target creature an opponent controls until Test Card leaves the battlefield.\nWhen Test Card enters the battlefield, draw a card.\nWhen Test Card is put into a graveyard from the battlefield, return Test Card to its owner's hand.",
    de: 'Wenn Testkarte ins Spiel kommt, schicke eine Kreatur deiner Wahl, die ein Gegner kontrolliert, ins Exil, bis Testkarte das Spiel verlässt.\nZiehe eine Karte, wenn die Testkarte ins Spiel kommt.\nWenn die Testkarte in einen Friedhof gelegt wird, bringe die Testkarte auf die Hand ihres Besitzers zurück.',
    es: 'Cuando Carta de prueba entre al campo de batalla, exilia la criatura objetivo que controla un oponente hasta que Carta de prueba deje el campo de batalla.\nCuando Carta de prueba entre al campo de batalla, roba una carta.\nCuando Carta de prueba muera, regresa Carta de prueba a la mano de su propietario.',
  }],
  ['CR 702.8 Mirage Auras cast as though they had flash; shroud and fear in older German wording', 'Enchantment — Aura', {
    en: "You may cast Test Card as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchant land\nEnchanted land has shroud.",
    de: 'Du kannst den Testkarte auch als Spontanzauber spielen. Wenn Du dies tust, begrabe ihn am Ende des Zuges.\nVerzaubert ein Land\nDas verzauberte Land ist verhüllt.',
    es: "Puedes lanzar Carta de prueba como si tuviera destello. Si la lanzas en cualquier momento en que no hubieras podido lanzar un conjuro, el controlador del permanente en que se convierte lo sacrifica al comienzo del próximo paso de limpieza.\nEncantar tierra\nLa tierra encantada tiene la habilidad de velo.",
  }],
  ['CR 702.29c "when you cycle this or it dies" (Shards of Alara): tokens, tap or untap, exile from a graveyard, plural "hagan"', 'Creature — Test', {
    en: 'When you cycle Test Card or it dies, you may create a 1/1 white Soldier creature token.\nWhen you cycle Test Card or it dies, you may tap or untap target permanent.\nWhen you cycle Test Card or it dies, you may have it deal 1 damage to any target.\nWhen you cycle Test Card or it dies, you may exile target card from a graveyard.',
    de: 'Wenn du die Testkarte umwandelst oder sie aus dem Spiel auf den Friedhof gelegt werden, kannst du einen 1/1 weißen Soldaten-Kreaturenspielstein ins Spiel bringen.\nWenn du die Testkarte umwandelst oder sie aus dem Spiel auf den Friedhof gelegt werden, kannst du eine bleibende Karte deiner Wahl tappen oder enttappen.\nWenn du die Testkarte umwandelst oder sie aus dem Spiel auf den Friedhof gelegt werden, kannst du es einem beliebigen Ziel 1 Schadenspunkt zufügen lassen.\nWenn du die Testkarte umwandelst oder sie aus dem Spiel auf den Friedhof gelegt werden, kannst du eine Karte deiner Wahl in einem Friedhof ganz aus dem Spiel entfernen.',
    es: 'Cuando uses el ciclo de los Carta de prueba o vayan a tu cementerio desde el juego, puedes poner en juego una ficha de criatura Soldado blanca 1/1.\nCuando uses el ciclo de los Carta de prueba o vayan a tu cementerio desde el juego, puedes girar o enderezar el permanente objetivo.\nCuando uses el ciclo de los Carta de prueba o vayan a tu cementerio desde el juego, puedes hacer que le hagan 1 punto de daño a la criatura o jugador objetivo.\nCuando uses el ciclo de Carta de prueba o vayan a tu cementerio desde el juego, puedes remover del juego la carta objetivo en un cementerio.',
  }],
  ['CR 118.9, 601.2f, 107.3a cost families: {0} rather than cycling costs, an ability reduction with a floor, X in a cycling cost and an X/X token', 'Enchantment', {
    en: "As long as you have seven or more cards in hand, you may pay {0} rather than pay cycling costs.\nAbilities you activate that aren't mana abilities cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.\nCycling {X}{1}{U}\nWhen you cycle Test Card, create an X/X blue Shark creature token with flying.",
    de: 'Solange du sieben oder mehr Karten auf deiner Hand hast, kannst du {0} bezahlen, anstatt Umwandlungskosten zu bezahlen.\nFähigkeiten, die du aktivierst und die keine Manafähigkeiten sind, kosten {2} weniger zum Aktivieren. Dieser Effekt kann das Mana in diesen Kosten nicht auf weniger als ein Mana reduzieren.\nUmwandlung {X}{1}{U}\nWenn du Testkarte umwandelst, erzeuge einen X/X blauen Hai-Kreaturenspielstein mit Flugfähigkeit.',
    es: 'Mientras tengas siete o más cartas en tu mano, puedes pagar {0} en vez de pagar los costes de ciclo.\nLas habilidades que actives que no sean habilidades de maná cuestan {2} menos para activarse. Este efecto no puede reducir el maná de ese coste a menos de un maná.\nCiclo {X}{1}{U}\nCuando cicles Carta de prueba, crea una ficha de criatura Tiburón azul X/X con la habilidad de volar.',
  }],
];

describe.each(FAMILIES)('%s', (_family, type, texts) => {
  const english = compileCard(card('en', type, texts));

  it('the English card is read whole (the tree the front ends must build)', () => {
    expect(english.lines.map((line) => [line.text, line.status])).toEqual(english.lines.map((line) => [line.text, 'enforced']));
  });

  it.each(['de', 'es'] as const)('in %s it builds the same ability tree', (language) => {
    const translated = compileCard(card(language, type, texts));
    expect(translated.lines.map((line) => [line.text, line.status])).toEqual(translated.lines.map((line) => [line.text, 'enforced']));
    expect(abilityTree(translated)).toEqual(abilityTree(english));
  });
});

describe('the front ends play the same in the engine', () => {
  const aura = FAMILIES.find(([family]) => family.startsWith('CR 303.4'))!;
  const BEARS = { name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', oracle_text: '', power: '2', toughness: '2' };

  it.each(['en', 'de', 'es'] as const)('CR 303.4: the Aura written in %s makes the creature 4/4 with flying', (language) => {
    const definition = card(language, aura[1], aura[2]);
    const out = run({
      cards: [definition, BEARS],
      you: { hand: [definition.name], battlefield: [BEARS.name, 'Plains', 'Plains'] },
      actions: [{ do: 'cast', card: definition.name, targets: [BEARS.name] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield[0]).toMatchObject({ card: BEARS.name, power: 4, toughness: 4 });
    expect(out.you.battlefield.find((permanent) => permanent.card === definition.name)).toMatchObject({ attachedTo: 0 });
  });

  it.each(['en', 'de', 'es'] as const)('CR 702.29c: the cycle trigger written in %s draws the card on resolution', (language) => {
    const definition = card(language, FAMILIES[0]![1], FAMILIES[0]![2], { power: '1', toughness: '1' });
    const out = run({
      cards: [definition],
      you: { hand: [definition.name], library: ['Island', 'Island', 'Island'], battlefield: ['Plains', 'Plains'] },
      actions: [{ do: 'activate', card: definition.name, ability: 'cycling' }, { do: 'resolve', choice: true }, { do: 'resolve' }],
    });
    expect(out.error ?? null).toBeNull();
    expect(eventsOf(out, 'triggered')).toHaveLength(1);
    expect(out.you.hand).toEqual(['Island', 'Island']);
  });
});

describe('a German or Spanish sentence no rule reads', () => {
  it('CR 608.2c: is asked of the player as written, its "ä", "Ü" and "ñ" kept', () => {
    const definition = { name: 'Seltsamer Blitz', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Seltsamer Blitz fügt einem beliebigen Ziel 3 Schadenspunkte zu.\nWende Überwachen 2 zweimal an, während du Äpfel zählst.' };
    const out = run({ cards: [definition], you: { hand: [definition.name], battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: definition.name, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.opponent.life).toBe(17);
    expect(eventsOf(out, 'manual').map((event) => event.what)).toEqual(['by hand for Seltsamer Blitz: Wende Überwachen 2 zweimal an, während du Äpfel zählst.']);
    const spanish = compileCard({ name: 'Rayo raro', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Cuenta los años del señor.' });
    expect(spanish.lines[0]!.manual).toEqual(['Cuenta los años del señor.']);
  });
});
