// A card drawn as a card: a frame coloured by its colours, the name and mana cost on top, the
// type line, the rules text with symbols, and power/toughness or loyalty in the corner.
import type { Color } from '../../../../app/cards/mana-symbols.ts';
import { ManaCost, RulesText } from './ManaText.tsx';

export interface CardFaceView {
  name: string;
  mana_cost: string;
  type_line: string;
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  colors: Color[];
}

/** "w", "u", …, "gold" for two or more colours, "colorless" for none; lands get their own. */
export function frameColor(face: Pick<CardFaceView, 'colors' | 'type_line'>): string {
  if (face.colors.length > 1) return 'gold';
  if (face.colors.length === 1) return face.colors[0]!.toLowerCase();
  if (/\bland\b/i.test(face.type_line)) return 'land';
  if (/\bartifact\b/i.test(face.type_line)) return 'artifact';
  return 'colorless';
}

export function CardFrame({ face, flavor, footer }: { face: CardFaceView; flavor?: string | null; footer?: string }) {
  const stats = face.power !== null && face.toughness !== null ? `${face.power}/${face.toughness}` : face.loyalty;
  return (
    <article className={`card-frame frame-${frameColor(face)}`} aria-label={face.name} data-testid="card-frame">
      <header className="card-frame-title">
        <span className="card-frame-name">{face.name}</span>
        <ManaCost cost={face.mana_cost} />
      </header>
      <div className="card-frame-art" aria-hidden="true" />
      <div className="card-frame-type">{face.type_line}</div>
      <div className="card-frame-text">
        <RulesText text={face.oracle_text} />
        {flavor ? <p className="card-frame-flavor">{flavor}</p> : null}
      </div>
      <footer className="card-frame-footer">
        <span className="muted">{footer}</span>
        {stats ? <span className={face.loyalty !== null && face.power === null ? 'card-frame-loyalty' : 'card-frame-pt'}>{stats}</span> : null}
      </footer>
    </article>
  );
}
