import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { richText } from './rich-text';

describe('richText', () => {
  it('replaces tags and keeps the text around them', () => {
    const { container } = render(
      <p>{richText('Agree to <terms>Terms</terms> and <privacy>Privacy</privacy>.', {
        terms: (s) => <a href="/terms">{s}</a>,
        privacy: (s) => <a href="/privacy-policy">{s}</a>,
      })}</p>,
    );
    expect(container.innerHTML).toBe('<p>Agree to <a href="/terms">Terms</a> and <a href="/privacy-policy">Privacy</a>.</p>');
  });

  it('shows unknown tags as plain text', () => {
    const { container } = render(<p>{richText('<b>01712345678</b> নম্বরে', {})}</p>);
    expect(container.textContent).toBe('01712345678 নম্বরে');
  });
});
