import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { compareHref, MAX_COMPARE, toggled, useCompare } from './compare';

const item = (n: number) => ({ slug: `v-${n}`, title: `V ${n}` });

describe('the comparison tray', () => {
  beforeEach(() => localStorage.clear());
  it('adds up to four, takes one out on a second toggle', () => {
    let items = [1, 2, 3, 4].reduce((acc, n) => toggled(acc, item(n)), [] as ReturnType<typeof item>[]);
    expect(items).toHaveLength(MAX_COMPARE);
    expect(toggled(items, item(5))).toBe(items); // full: unchanged
    items = toggled(items, item(2));
    expect(items.map((x) => x.slug)).toEqual(['v-1', 'v-3', 'v-4']);
  });
  it('is kept in local storage and shared by every user of the hook', () => {
    const a = renderHook(() => useCompare());
    const b = renderHook(() => useCompare());
    act(() => a.result.current.toggle(item(1)));
    expect(b.result.current.items).toEqual([item(1)]);
    expect(JSON.parse(localStorage.getItem('garihaat.compare')!)).toEqual([item(1)]);
    act(() => b.result.current.clear());
    expect(a.result.current.items).toEqual([]);
  });
  it('survives a broken stored value', () => {
    localStorage.setItem('garihaat.compare', '{not json');
    expect(renderHook(() => useCompare()).result.current.items).toEqual([]);
  });
  it('links the page of its vehicles', () => {
    expect(compareHref(['a-1', 'b-2'])).toBe('/compare?v=a-1,b-2');
  });
});
