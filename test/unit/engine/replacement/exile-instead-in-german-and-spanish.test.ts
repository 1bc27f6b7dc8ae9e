// The replacement lines of Rest in Peace and Abandoned Sarcophagus (CR 614.1a, 614.6) and the
// Sarcophagus's permission (CR 601.3) written in German and Spanish (custom cards): the front ends
// read them onto the English templates, and the game plays them the same (docs/rules-i18n.md).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';
import { starterCard } from '../../../fixtures/engine/starter-cards.ts';
import { run } from '../helpers.ts';

const REST = {
  de: c('Ruhe in Frieden', '{1}{W}', 'Verzauberung', 'Falls eine Karte oder ein Spielstein von irgendwoher auf einen Friedhof gelegt würde, schicke sie stattdessen ins Exil.'),
  es: c('Descanse en paz', '{1}{W}', 'Encantamiento', 'Si una carta o ficha fuera a ponerse en un cementerio desde cualquier parte, en vez de eso, exíliala.'),
};
const SARCOPHAGUS = {
  de: c('Verlassener Sarkophag', '{3}', 'Artefakt', 'Du kannst Zaubersprüche, die eine Umwandlungsfähigkeit haben, aus deinem Friedhof wirken.\nFalls eine Karte, die eine Umwandlungsfähigkeit hat, von irgendwoher in deinen Friedhof gelegt würde und sie nicht umgewandelt wurde, schicke sie stattdessen ins Exil.'),
  es: c('Sarcófago abandonado', '{3}', 'Artefacto', 'Puedes lanzar hechizos que tengan una habilidad de ciclo desde tu cementerio.\nSi una carta que tiene una habilidad de ciclo fuera a ponerse en tu cementerio desde cualquier parte y no fue ciclada, en vez de eso, exíliala.'),
};
const SPRAY = starterCard('Spark Spray');
const effects = (definition: Parameters<typeof compileCard>[0]) => compileCard(definition).statics.map((ability) => ability.effect);

describe.each(['de', 'es'] as const)('%s', (lang) => {
  it('reads the lines as the English ones (enforced, same statics)', () => {
    expect(compileCard(REST[lang]).lines.every((line) => line.status === 'enforced')).toBe(true);
    expect(effects(REST[lang])).toEqual(effects(starterCard('Rest in Peace')).filter((effect) => effect.kind === 'exile instead of graveyard'));
    expect(effects(SARCOPHAGUS[lang])).toEqual(effects(starterCard('Abandoned Sarcophagus')));
  });

  it('CR 614.6: a cycled card is exiled under Rest in Peace; the Sarcophagus casts a cycling card from the graveyard and exiles it', () => {
    const cycled = run({
      cards: [REST[lang], SPRAY],
      you: { battlefield: [REST[lang].name, 'Mountain'], hand: [SPRAY.name], library: ['Island'] },
      actions: [{ do: 'activate', card: SPRAY.name, ability: 'cycling' }, { do: 'resolve_all' }],
    });
    expect(cycled.you.exile).toEqual([SPRAY.name]);
    expect(cycled.you.hand).toEqual(['Island']);
    const cast = run({
      cards: [SARCOPHAGUS[lang], SPRAY],
      you: { battlefield: [SARCOPHAGUS[lang].name, 'Mountain'], graveyard: [SPRAY.name] },
      actions: [{ do: 'cast', card: { name: SPRAY.name, zone: 'graveyard' }, targets: ['opponent'] }, { do: 'resolve_all' }],
    });
    expect(cast.ok).toBe(true);
    expect(cast.opponent.life).toBe(19);
    expect(cast.you.exile).toEqual([SPRAY.name]);
  });
});
