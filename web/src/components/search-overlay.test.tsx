import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_ANIMATION_MS, OVERLAY_OPEN_DELAY_MS, SearchOverlayProvider, useSearchOverlay } from './search-overlay';

function Opener() {
  const { openSearch } = useSearchOverlay();
  const loc = useLocation();
  return (
    <>
      <button onClick={openSearch}>open</button>
      <p data-testid="path">{decodeURIComponent(loc.pathname)}</p>
    </>
  );
}

function setup(focusOpener = false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <SearchOverlayProvider>
          <Routes>
            <Route path="*" element={<Opener />} />
          </Routes>
        </SearchOverlayProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // A real click focuses the button; jsdom's does not.
  if (focusOpener) screen.getByText('open').focus();
  act(() => {
    fireEvent.click(screen.getByText('open'));
  });
  act(() => vi.advanceTimersByTime(OVERLAY_OPEN_DELAY_MS));
  return screen.getByRole('combobox');
}

describe('SearchOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens after the delay and focuses the input', () => {
    const input = setup();
    expect(screen.getByTestId('search-overlay').dataset.state).toBe('open');
    expect(document.activeElement).toBe(input);
  });

  it('does nothing when the trimmed text is empty', () => {
    const input = setup();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('path').textContent).toBe('/');
    expect(screen.getByTestId('search-overlay').dataset.state).toBe('open');
  });

  it('goes to /vehicles/query/{query} and closes on submit', () => {
    const input = setup();
    fireEvent.change(input, { target: { value: '  ট্রাক ' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('path').textContent).toBe('/vehicles/query/ট্রাক');
    expect(screen.getByTestId('search-overlay').dataset.state).toBe('closed');
    act(() => vi.advanceTimersByTime(OVERLAY_ANIMATION_MS));
    expect(screen.queryByTestId('search-overlay')).toBeNull();
  });

  it('the close button clears the text', () => {
    const input = setup();
    fireEvent.change(input, { target: { value: 'bus' } });
    fireEvent.click(screen.getByRole('button', { name: 'সার্চ বন্ধ করুন' }));
    act(() => vi.advanceTimersByTime(OVERLAY_ANIMATION_MS));
    expect(screen.queryByTestId('search-overlay')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByText('open'));
    });
    act(() => vi.advanceTimersByTime(OVERLAY_OPEN_DELAY_MS));
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('');
  });

  it('keeps Tab inside while open and gives the focus back when it closes', () => {
    const input = setup(true);
    const close = screen.getByRole('button', { name: 'সার্চ বন্ধ করুন' });
    const submit = screen.getByRole('button', { name: 'খুঁজুন' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    fireEvent.keyDown(input, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(OVERLAY_ANIMATION_MS));
    expect(document.activeElement).toBe(screen.getByText('open'));
  });
});
