import { describe, expect, it } from 'vitest';
import { can } from './roles';

describe('role table', () => {
  it('matches the server: owner all, editor catalogue, sales offers and reading', () => {
    expect(can('owner', 'audit')).toBe(true);
    expect(can('editor', 'catalog:write')).toBe(true);
    expect(can('editor', 'offers')).toBe(false);
    expect(can('editor', 'audit')).toBe(false);
    expect(can('owner', 'staff:manage')).toBe(true);
    expect(can('editor', 'staff:manage')).toBe(false);
    expect(can('sales', 'staff:manage')).toBe(false);
    expect(can('sales', 'offers')).toBe(true);
    expect(can('sales', 'catalog:read')).toBe(true);
    expect(can('sales', 'catalog:write')).toBe(false);
    expect(can('sales', 'conversations')).toBe(true);
    expect(can('editor', 'conversations')).toBe(false);
    // Sellers' review threads (issue 48 item 3): editors too, who review.
    expect(can('editor', 'review-threads')).toBe(true);
    expect(can('sales', 'review-threads')).toBe(true);
    expect(can(null, 'review-threads')).toBe(false);
    expect(can(null, 'staff')).toBe(false);
  });
});
