import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../lib/i18n';
import type { VehicleFormInput } from '../lib/vehicle-form';
import { LookupSection } from './vehicle-fields';

function Lookups() {
  const { register, formState } = useForm<VehicleFormInput>();
  const rec = (id: number, name: string, kind?: string) => ({ id, name, name_bn: name, kind }) as never;
  return (
    <LookupSection register={register} errors={formState.errors} readOnly={false} lang="en"
      lookups={{ brands: [rec(1, 'Tata')], types: [rec(1, 'Truck')], attributes: [rec(1, 'Red', 'color'), rec(2, 'Dhaka', 'depot_location')] }} />
  );
}

describe("the editor's selects (issue 50)", () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));

  it('say "choose one" when nothing is chosen, required or not', () => {
    render(<Lookups />);
    const selects = screen.getAllByRole('combobox');
    expect(selects.length).toBeGreaterThan(3);
    for (const s of selects) {
      const empty = (s as HTMLSelectElement).options[0];
      expect(empty.value).toBe('');
      expect(empty.textContent).toMatch(/^Choose one/);
    }
  });
});
