// One rule names a card everywhere on the goldfish table (issue 23: the German log said
// "Wald/Insel" while the tiles said Forest/Island): its printed name in the UI language where the
// database has one, else its English name. The table's tiles, piles, preview, stack and dialogs
// (useCardName) and the log and menus (messageLanguage) both go through shownCardName; the
// service sends the names for a deck's game and, since this change, for a loaded scenario too.
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRef, msg } from '../../../app/engine/messages/message.ts';
import type { Services } from '../../../app/services.ts';
import { shownCardName } from '../../../renderer/src/i18n/card-names.ts';
import { messageLanguage, translateMessage } from '../../../renderer/src/i18n/game-messages.ts';
import { addNumberFormat, i18nOptions } from '../../../renderer/src/i18n/setup.ts';
import { temporaryServices } from '../../support/services.ts';

const NAMES = { de: { Island: 'Insel', Forest: 'Wald' }, es: { Island: 'Isla' } };

let services: Services;
let dispose: () => void;
beforeAll(async () => {
  ({ services, dispose } = temporaryServices());
  addNumberFormat(i18next);
  await i18next.init(i18nOptions('de'));
});
afterAll(() => dispose());

describe('the name a card is shown by', () => {
  it('is the printed name in the UI language where the database has one', () => {
    expect(shownCardName(NAMES, 'de', 'Island')).toBe('Insel');
    expect(shownCardName(NAMES, 'es', 'Island')).toBe('Isla');
  });

  it('is the English name where the language has none, and in English', () => {
    expect(shownCardName(NAMES, 'es', 'Forest')).toBe('Forest');
    expect(shownCardName(NAMES, 'en', 'Island')).toBe('Island');
    expect(shownCardName({}, 'de', 'Island')).toBe('Island');
  });

  it("is never an object's inherited property (a card named like one)", () => {
    expect(shownCardName(NAMES, 'de', 'constructor')).toBe('constructor');
    expect(shownCardName(NAMES, 'de', 'toString')).toBe('toString');
  });

  it('is the same in a log line as on the tile: the message formatter uses the same rule', () => {
    const line = msg('log.played', { card: cardRef('Island') });
    const german = translateMessage(line, messageLanguage('de', NAMES));
    expect(german).toContain(shownCardName(NAMES, 'de', 'Island'));
    expect(german).not.toContain('Island');
    expect(translateMessage({ card: 'Forest' }, messageLanguage('es', NAMES))).toBe(shownCardName(NAMES, 'es', 'Forest'));
  });
});

describe('the names the table receives', () => {
  it("a deck's game: the basic lands' German and Spanish names from the starter data", () => {
    const view = services.goldfish.start({ deck: { text: '20 Island\n20 Forest' }, seed: 3 });
    expect(view.cardNames.de).toMatchObject({ Island: 'Insel', Forest: 'Wald' });
    expect(view.cardNames.es).toMatchObject({ Island: 'Isla', Forest: 'Bosque' });
  });

  it('a loaded scenario: its cards are named in the UI language as a deck game names them (was: English only)', () => {
    const view = services.goldfish.loadScenario({ you: { battlefield: ['Island', 'Forest'], library: ['Island'] } }, 'Lands');
    expect(view.cardNames.de).toMatchObject({ Island: 'Insel', Forest: 'Wald' });
    expect(view.cardNames.es).toMatchObject({ Island: 'Isla', Forest: 'Bosque' });
  });
});
