import { z } from './zod';
import type { RecordField } from '../api/types';
import { asciiDigits } from './vehicle-form';

/** recordSchema builds the editor's checks from the server's field descriptions. */
export function recordSchema(fields: RecordField[]) {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const f of fields) {
    if (f.kind === 'int') {
      shape[f.name] = z
        .string()
        .transform(asciiDigits)
        .pipe(z.string().regex(/^\d*$/, { message: 'wholeNumber' }))
        .transform((s) => (s === '' ? (f.required ? NaN : f.min) : Number(s)))
        .pipe(z.number({ message: 'required' }).min(f.min, { message: 'range' }).max(f.max, { message: 'range' }));
      continue;
    }
    let s = z.string().trim();
    if (f.max) s = s.max(f.max, { message: 'tooLong' });
    if (f.required) s = s.min(1, { message: 'required' });
    shape[f.name] = s;
  }
  return z.object(shape);
}

/** recordDefaults are the editor's values for row (or a new row). */
export function recordDefaults(fields: RecordField[], row?: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = row?.[f.name];
    out[f.name] = v === undefined || v === null ? (f.kind === 'int' ? String(f.min) : (f.choices?.[0] ?? '')) : String(v);
  }
  return out;
}
