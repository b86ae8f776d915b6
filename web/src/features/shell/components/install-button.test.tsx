import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { listenForInstall } from '@/lib/install-prompt';
import { InstallButton } from './install-button';

describe('the install button (issue 50)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('bn'));

  it('shows only while the browser offers installation, and asks the browser when tapped', async () => {
    listenForInstall();
    render(<InstallButton />);
    expect(screen.queryByTestId('install-app')).toBeNull();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    const button = screen.getByTestId('install-app');
    expect(button.textContent).toBe('Install app');

    await act(async () => void fireEvent.click(button));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('install-app')).toBeNull();
  });
});
