import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { SearchSuggestions } from './search-suggestions';

describe('suggestions of one title (issue 50)', () => {
  it('show what tells them apart', () => {
    render(
      <SearchSuggestions
        active={-1}
        onPick={() => {}}
        items={[
          { kind: 'vehicle', label: 'Tata Ace Gold Pickup 2025', href: '/vehicle-details/a', detail: '৳7,20,000 · Dhaka' },
          { kind: 'vehicle', label: 'Tata Ace Gold Pickup 2025', href: '/vehicle-details/b', detail: '৳6,90,000 · Bogura' },
        ]}
      />,
    );
    const [a, b] = screen.getAllByRole('option');
    expect(a.textContent).toContain('৳7,20,000 · Dhaka');
    expect(b.textContent).toContain('৳6,90,000 · Bogura');
    expect(a.textContent).not.toBe(b.textContent);
  });
});
