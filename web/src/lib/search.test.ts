import { describe, expect, it } from 'vitest';
import { searchPath } from './search';

describe('searchPath', () => {
  it('ignores empty and blank text', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t ')).toBeNull();
  });
  it('trims and URL-encodes the query', () => {
    expect(searchPath('  tata truck ')).toBe('/vehicles/query/tata%20truck');
    expect(searchPath('ট্রাক/বাস')).toBe(`/vehicles/query/${encodeURIComponent('ট্রাক/বাস')}`);
  });
});
