// The stages a print export job reports, named once: the core reports them and the Print page
// picks its own words for each (the progress of fetching pictures counts pictures, not cards).
export const PRINT_EXPORT_STAGES = {
  images: 'Fetching images',
  render: 'Rendering cards',
  png: 'Writing PNG files',
  mpc: 'Writing MakePlayingCards images',
  zip: 'Packing the zip file',
} as const;
