import { describe, expect, it } from 'vitest';
import { padTestimonials } from './testimonials';

describe('padTestimonials', () => {
  it('repeats items up to 4', () => {
    expect(padTestimonials([1])).toEqual([1, 1, 1, 1]);
    expect(padTestimonials([1, 2, 3])).toEqual([1, 2, 3, 1]);
    expect(padTestimonials([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
    expect(padTestimonials([])).toEqual([]);
  });
});
