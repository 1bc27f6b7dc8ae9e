// The image cache's size is written the UI language's way (issue 23: "0.0 MB" on a German page
// where German writes "0,0 MB").
import { describe, expect, it } from 'vitest';
import { megabytes } from '../../../renderer/src/components/print/megabytes.ts';

describe('megabytes in the UI language', () => {
  it('writes the decimal separator of the language', () => {
    expect(megabytes('en', 0)).toBe('0.0');
    expect(megabytes('de', 0)).toBe('0,0');
    expect(megabytes('es', 1.5 * 1024 * 1024)).toBe('1,5');
  });

  it('writes whole megabytes from 10 MB on, grouped the language\'s way', () => {
    expect(megabytes('de', 4096 * 1024 * 1024)).toBe('4.096');
    expect(megabytes('en', 4096 * 1024 * 1024)).toBe('4,096');
  });
});
