// Cards and quantities become the list of printed cards ("slots"), each with what goes on its
// front and, for double-faced cards printed with backs, its own back.
import { checkImageFile } from './card-image.ts';
import { facesOf, isDoubleSided, type PrintCard, type PrintFace, type PrintItem } from './print-card.ts';

export type SideArt =
  | { kind: 'image'; path: string; bleedMm: number }
  | { kind: 'text'; card: PrintCard; faces: PrintFace[] };

export interface PrintSlot {
  /** For progress and reports. */
  name: string;
  front: SideArt;
  /** A double-faced card's other face; the common back is used when absent. */
  back?: SideArt;
}

function sideFor(card: PrintCard, face: PrintFace, faces: PrintFace[], isFirst: boolean): SideArt {
  if (isFirst && card.image) {
    return { kind: 'image', path: checkImageFile(card.image.path, card.name), bleedMm: card.image.bleedMm };
  }
  if (face.imagePath) return { kind: 'image', path: checkImageFile(face.imagePath, face.name), bleedMm: face.imageBleedMm ?? card.image?.bleedMm ?? 0 };
  return { kind: 'text', card, faces };
}

/**
 * Double-faced cards get one slot with both faces when backs are printed, otherwise one slot
 * per face; split, flip and adventure cards print all their halves on one face.
 */
export function expandSlots(items: readonly PrintItem[], withBacks: boolean): PrintSlot[] {
  const slots: PrintSlot[] = [];
  for (const { card, quantity } of items) {
    const faces = facesOf(card);
    let printed: PrintSlot[];
    if (isDoubleSided(card)) {
      const sides = faces.map((face, index) => sideFor(card, face, [face], index === 0));
      if (withBacks) {
        printed = [{ name: card.name, front: sides[0]!, ...(sides[1] ? { back: sides[1] } : {}) }];
      } else {
        printed = sides.map((side, index) => ({ name: faces[index]!.name, front: side }));
      }
    } else {
      printed = [{ name: card.name, front: sideFor(card, faces[0]!, faces, true) }];
    }
    for (let copy = 0; copy < quantity; copy += 1) slots.push(...printed);
  }
  return slots;
}
