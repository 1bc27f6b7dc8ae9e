// Banding (CR 702.22) and myriad (CR 702.116): keywords a goldfish game never acts on, kept on the
// permanent so that grants ("gains banding until end of turn") and filters see them.
// - Banding: "any creatures with banding, and up to one without, can attack in a band" (702.22c).
//   A band matters only when it is blocked (bands are blocked as a group, 702.22d) or when its
//   controller divides a blocking or blocked creature's damage (702.22j–k). The goldfish never
//   blocks and never attacks, so an attack with banding is an ordinary attack: the engine forms no
//   band, and nothing a band would change ever happens. "Bands with other …" (702.22d) likewise.
// - Myriad: "for each opponent other than defending player, you may create a token copy … attacking
//   that player" (702.116a). With one opponent there is none other than the defending player: the
//   ability triggers and creates nothing, so the engine keeps it as a keyword and does nothing.
// German: Banding (Gruppenangriff), Myriaden; Spanish: Formar banda, Miríada.
export const BANDING_KEYWORDS: ReadonlyArray<readonly [string, string]> = [
  ['banding', 'banding'], ['gruppenangriff', 'banding'], ['formar banda', 'banding'],
  ['myriad', 'myriad'], ['myriaden', 'myriad'], ['miríada', 'myriad'],
];
