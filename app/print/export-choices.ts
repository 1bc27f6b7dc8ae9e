// The choices of the export formats as plain values, for the core's schema and for the Print
// page alike (no imports: the renderer may use it as a value).

/** The dpi range PNG pages and cards can be written at. */
export const PNG_DPI = { min: 150, max: 1200, default: 300 } as const;

/** MakePlayingCards' template is 300 dpi; higher multiples give sharper prints and bigger files. */
export const MPC_DPI = { min: 300, max: 1200, default: 300 } as const;

/** MakePlayingCards' card stocks, named exactly as MPCFill's order files name them. */
export const MPC_STOCKS = ['(S27) Smooth', '(S30) Standard Smooth', '(S33) Superior Smooth', '(M31) Linen', '(P10) Plastic'] as const;
export type MpcStock = (typeof MPC_STOCKS)[number];
