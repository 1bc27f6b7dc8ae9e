// "Tokens and related cards" and checklist cards in a print job (issue 27), from the all_parts an
// import stored: a Drake Haven deck's Drake, tokens counted once per distinct card that makes
// them, a meld pair's result once, an emblem, a token printing found by its Scryfall id, and one
// checklist card per copy of a double-faced card naming both faces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../../../app/db/import/driver.ts';
import type { PrintRequest } from '../../../app/print/from-database.ts';
import { readPrintJob } from '../../../app/print/print-job.ts';
import { relatedCards } from '../../../app/print/related-cards.ts';
import type { Services } from '../../../app/services.ts';
import { fixture } from '../../support/import.ts';
import { temporaryServices } from '../../support/services.ts';

let services: Services;
let dispose: () => void;

beforeAll(async () => {
  ({ services, dispose } = temporaryServices({ starterData: false }));
  await importFile(services.db, fixture('scryfall-related-parts.json'));
});
afterAll(() => dispose());

const line = (name: string, quantity = 1): PrintRequest => ({ name, quantity, card_id: null, printing_id: null });
const related = (...requests: PrintRequest[]) => relatedCards(services.db, services.resolver, requests);
const job = (requests: PrintRequest[], options: { extras?: boolean; checklistCards?: boolean; language?: string }) =>
  readPrintJob(services, requests, { language: 'en', textOnly: true, ...options });

describe('tokens and related cards of a print job', () => {
  it("counts a Drake Haven deck's Drake token once for the card that makes it, however many copies", () => {
    const found = related(line('Drake Haven', 4));
    expect(found.cards).toEqual([
      { kind: 'token', name: 'Drake', typeLine: 'Token Creature — Drake', quantity: 1, scryfallId: '65844e72-aa84-483f-b07e-9e34e798aaec', madeBy: ['Drake Haven'] },
    ]);
    // The Drake token is not in the card data: it is drawn from Drake Haven's words.
    expect(found.requests).toEqual([]);
    expect(found.texts).toHaveLength(1);
    expect(found.texts[0]!.card).toMatchObject({
      name: 'Drake',
      typeLine: 'Token Creature — Drake',
      power: '2',
      toughness: '2',
      colors: ['U'],
      oracleText: 'Flying',
      layout: 'token',
    });
  });

  it('adds one token for each distinct card that makes it', () => {
    const found = related(line('Drake Haven', 4), line('Talrand, Sky Summoner', 1));
    expect(found.cards.map((card) => [card.name, card.quantity, card.madeBy])).toEqual([['Drake', 2, ['Drake Haven', 'Talrand, Sky Summoner']]]);
    expect(found.texts.map((item) => [item.card.name, item.quantity])).toEqual([['Drake', 2]]);
  });

  it("adds a meld card's partner and result once, and only the result when both halves are printed", () => {
    const one = related(line('Bruna, the Fading Light', 2));
    expect(one.cards.map((card) => [card.kind, card.name, card.quantity])).toEqual([
      ['meld', 'Gisela, the Broken Blade', 1],
      ['meld', 'Brisela, Voice of Nightmares', 1],
    ]);
    // Both are in the card data: they print like any card (their pictures when stored).
    expect(one.requests.map((request) => [request.name, request.quantity, request.card_id !== null, request.printing_id !== null])).toEqual([
      ['Gisela, the Broken Blade', 1, true, true],
      ['Brisela, Voice of Nightmares', 1, true, true],
    ]);
    const pair = related(line('Bruna, the Fading Light'), line('Gisela, the Broken Blade'));
    expect(pair.cards.map((card) => [card.name, card.quantity, card.madeBy])).toEqual([
      ['Brisela, Voice of Nightmares', 1, ['Bruna, the Fading Light', 'Gisela, the Broken Blade']],
    ]);
  });

  it('prints an emblem with the text its planeswalker gives it', () => {
    const found = related(line('Ob Nixilis Reignited'));
    expect(found.cards.map((card) => [card.kind, card.name, card.quantity])).toEqual([['emblem', 'Ob Nixilis Reignited Emblem', 1]]);
    expect(found.texts[0]!.card).toMatchObject({ name: 'Ob Nixilis Reignited Emblem', typeLine: 'Emblem — Nixilis', layout: 'emblem' });
    expect(found.texts[0]!.card.oracleText).toContain('Whenever a player draws a card, you lose 2 life.');
  });

  it('finds a stored token printing by its Scryfall id', () => {
    const found = related(line('Confront the Assault', 3));
    const spirit = services.db.prepare("SELECT id, card_id FROM printings WHERE external_id = 'f3b5665e-2b97-47c7-bbf9-6549c2c8a9f2'").get() as { id: number; card_id: number };
    expect(found.requests).toEqual([{ name: 'Spirit', quantity: 1, card_id: spirit.card_id, printing_id: spirit.id }]);
    expect(found.texts).toEqual([]);
  });

  it('adds nothing for combo pieces, cards without parts, or without the option', () => {
    expect(related(line('Delver of Secrets'), line('Spirit')).cards).toEqual([]);
    const plain = job([line('Drake Haven', 4)], {});
    expect(plain.items.map((item) => [item.card.name, item.quantity])).toEqual([['Drake Haven', 4]]);
    expect(plain.related).toEqual([]);
  });

  it('puts the extras after the cards of the job', () => {
    const read = job([line('Drake Haven', 4), line('Bruna, the Fading Light')], { extras: true });
    expect(read.items.map((item) => [item.card.name, item.quantity])).toEqual([
      ['Drake Haven', 4],
      ['Bruna, the Fading Light', 1],
      ['Gisela, the Broken Blade', 1],
      ['Brisela, Voice of Nightmares', 1],
      ['Drake', 1],
    ]);
  });
});

describe('checklist cards for double-faced cards', () => {
  it('adds one checklist card per copy of a transforming card, with both faces named', () => {
    const read = job([line('Delver of Secrets', 3), line('Drake Haven', 2)], { checklistCards: true });
    expect(read.checklists).toBe(3);
    const checklist = read.items.at(-1)!;
    expect(read.items).toHaveLength(3);
    expect(checklist.quantity).toBe(3);
    expect(checklist.card).toMatchObject({ name: 'Delver of Secrets', manaCost: '{U}', typeLine: 'Creature — Human Wizard', colors: ['U'], layout: 'normal' });
    expect(checklist.card.faces).toBeUndefined();
    expect(checklist.card.oracleText.split('\n')).toEqual([
      'Checklist card: play this card in your deck in place of the double-faced card.',
      'Front: Delver of Secrets — Creature — Human Wizard, 1/1',
      'Back: Insectile Aberration — Creature — Human Insect, 3/2',
    ]);
  });

  it('writes the checklist words in the print language', () => {
    const read = job([line('Delver of Secrets')], { checklistCards: true, language: 'de' });
    const checklist = read.items.at(-1)!.card;
    expect(checklist.lang).toBe('de');
    expect(checklist.printedText).toContain('Vorderseite: Delver of Secrets — Creature — Human Wizard, 1/1');
    expect(checklist.printedText).toContain('Rückseite: Insectile Aberration');
  });

  it('adds none for single-faced or meld cards', () => {
    const read = job([line('Bruna, the Fading Light'), line('Drake Haven')], { checklistCards: true });
    expect(read.checklists).toBe(0);
    expect(read.items).toHaveLength(2);
  });
});
