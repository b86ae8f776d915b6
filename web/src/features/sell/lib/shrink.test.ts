import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_PHOTO_SIDE } from './shrink';

describe('fitWithin', () => {
  it('brings the longest side of a camera photo down to the limit, keeping its shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: MAX_PHOTO_SIDE, height: 1536 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1536, height: MAX_PHOTO_SIDE });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2048, 2048)).toEqual({ width: 2048, height: 2048 });
  });
  it('keeps a panorama at least one pixel tall', () => {
    expect(fitWithin(100000, 10)).toEqual({ width: MAX_PHOTO_SIDE, height: 1 });
  });
});
