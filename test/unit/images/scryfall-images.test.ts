// The Scryfall import keeps each printing's image addresses (per face for double-faced cards)
// and what choosing the default printing needs.
import { describe, expect, it } from 'vitest';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { openDatabase } from '../../../app/db/connection.ts';
import { scryfallItem } from '../../../app/db/import/scryfall.ts';

const uris = (id: string, face = 'front') => ({
  small: `https://cards.scryfall.io/small/${face}/${id}.jpg?1`,
  normal: `https://cards.scryfall.io/normal/${face}/${id}.jpg?1`,
  large: `https://cards.scryfall.io/large/${face}/${id}.jpg?1`,
  png: `https://cards.scryfall.io/png/${face}/${id}.png?1`,
});

describe('Scryfall image addresses at import', () => {
  it('keeps image_uris of a one-faced card and of each face of a double-faced card', () => {
    const db = openDatabase(':memory:');
    const writer = new CardWriter(db);
    const bolt = scryfallItem(
      { object: 'card', id: 'b1', oracle_id: 'o-bolt', name: 'Lightning Bolt', layout: 'normal', set: 'm10', collector_number: '146', lang: 'en',
        image_uris: uris('b1'), games: ['paper', 'mtgo'], digital: false, oversized: false, promo: false, border_color: 'black', set_type: 'core', image_status: 'highres_scan',
        mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Lightning Bolt deals 3 damage to any target.' },
      1,
    );
    const delver = scryfallItem(
      { object: 'card', id: 'd1', oracle_id: 'o-delver', name: 'Delver of Secrets // Insectile Aberration', layout: 'transform', set: 'isd', collector_number: '51', lang: 'en',
        games: ['arena'], digital: true,
        card_faces: [
          { name: 'Delver of Secrets', mana_cost: '{U}', type_line: 'Creature — Human Wizard', oracle_text: '', image_uris: uris('d1') },
          { name: 'Insectile Aberration', mana_cost: '', type_line: 'Creature — Human Insect', oracle_text: 'Flying', image_uris: uris('d1', 'back') },
        ] },
      2,
    );
    for (const item of [bolt, delver]) if (item.kind === 'card') writer.upsert(item.record);
    const rows = db.prepare('SELECT p.external_id, i.face_index, i.normal, i.large, i.png FROM printing_images i JOIN printings p ON p.id = i.printing_id ORDER BY 1, 2').all();
    expect(rows).toEqual([
      { external_id: 'b1', face_index: 0, normal: uris('b1').normal, large: uris('b1').large, png: uris('b1').png },
      { external_id: 'd1', face_index: 0, normal: uris('d1').normal, large: uris('d1').large, png: uris('d1').png },
      { external_id: 'd1', face_index: 1, normal: uris('d1', 'back').normal, large: uris('d1', 'back').large, png: uris('d1', 'back').png },
    ]);
    const traits = db.prepare('SELECT external_id, digital, paper, border_color, set_type, image_status FROM printings ORDER BY 1').all();
    expect(traits).toEqual([
      { external_id: 'b1', digital: 0, paper: 1, border_color: 'black', set_type: 'core', image_status: 'highres_scan' },
      { external_id: 'd1', digital: 1, paper: 0, border_color: null, set_type: null, image_status: null },
    ]);
  });
});
