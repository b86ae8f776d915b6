import { describe, expect, it } from 'vitest';
import type { RecordField } from '../api/types';
import { recordDefaults, recordSchema } from './record-form';

const fields: RecordField[] = [
  { name: 'name', kind: 'text', required: true, max: 5, min: 0 },
  { name: 'rating', kind: 'int', required: true, max: 5, min: 1 },
  { name: 'sort_order', kind: 'int', required: false, max: 100, min: 0 },
];

describe('record form', () => {
  it('checks text lengths, required fields and number ranges', () => {
    const r = recordSchema(fields).safeParse({ name: 'toolong', rating: '৯', sort_order: '' });
    expect(r.success).toBe(false);
    const bad = r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
    expect(bad).toEqual(['name:tooLong', 'rating:range']);
  });

  it('reads Bengali digits and fills empty optional numbers with their minimum', () => {
    expect(recordSchema(fields).parse({ name: ' Tata ', rating: '৫', sort_order: '' })).toEqual({ name: 'Tata', rating: 5, sort_order: 0 });
  });

  it('starts a new row from the minimums', () => {
    expect(recordDefaults(fields)).toEqual({ name: '', rating: '1', sort_order: '0' });
  });
});
