import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath, signInLink, withParam } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/vehicle-details/tata-ace-7?bookmark=1')).toBe('/vehicle-details/tata-ace-7?bookmark=1');
    expect(safeReturnPath('/all-vehicles?vehicleType=3&save=1#top')).toBe('/all-vehicles?vehicleType=3&save=1#top');
    expect(safeReturnPath('/vehicles/query/%E0%A6%AC%E0%A6%BE%E0%A6%B8')).toBe('/vehicles/query/%E0%A6%AC%E0%A6%BE%E0%A6%B8');
    expect(safeReturnPath('/')).toBe('/');
  });
  it('refuses every way to another origin (no open redirect)', () => {
    for (const evil of [
      'https://evil.example/',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'evil.example',
      ' /vehicles',
      '',
      '/a\\b',
    ]) {
      expect(safeReturnPath(evil), evil).toBeNull();
    }
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath({ from: '/x' })).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2001)}`)).toBeNull();
  });
  it('never returns to the sign-in pages', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/login?next=/x')).toBeNull();
    expect(safeReturnPath('/account/activate')).toBeNull();
    expect(safeReturnPath('/account/info')).toBe('/account/info');
  });
  it('resolves dot segments inside the site', () => {
    expect(safeReturnPath('/a/../../b')).toBe('/b');
  });
});

describe('signInLink and returnPathOf', () => {
  it('round-trip a return path through the sign-in page', () => {
    const link = signInLink('/vehicle-details/tata-ace-7?bookmark=1');
    expect(link).toEqual({ to: '/login', state: { from: '/vehicle-details/tata-ace-7?bookmark=1' } });
    expect(returnPathOf({ search: '', state: link.state })).toBe('/vehicle-details/tata-ace-7?bookmark=1');
    expect(returnPathOf({ search: '?next=%2Fsell' })).toBe('/sell');
  });
  it('drops an unsafe or pointless return', () => {
    expect(signInLink('//evil.example').state).toBeNull();
    expect(signInLink('/').state).toBeNull();
    expect(returnPathOf({ search: '?next=%2F%2Fevil.example' })).toBeNull();
    expect(returnPathOf({ search: '?next=%2F%5Cevil.example', state: { from: '/sell' } })).toBeNull();
    expect(returnPathOf({ search: '?next=https%3A%2F%2Fevil.example' })).toBeNull();
  });
  it('reads the navigation state when the address has no next', () => {
    expect(returnPathOf({ search: '', state: { from: '/sell' } })).toBe('/sell');
    expect(returnPathOf({ search: '', state: { from: '//evil.example' } })).toBeNull();
    expect(returnPathOf({ search: '', state: null })).toBeNull();
  });
  it('withParam adds the action to finish', () => {
    expect(withParam('/all-vehicles?vehicleType=3', 'save', '1')).toBe('/all-vehicles?vehicleType=3&save=1');
    expect(withParam('/vehicle-details/x', 'bookmark', '1')).toBe('/vehicle-details/x?bookmark=1');
  });
});
