import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pwaStub } from '../../../../tests/support/pwa-register-stub';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  beforeEach(() => {
    pwaStub.needRefresh = false;
    pwaStub.updateCalls = [];
    pwaStub.registrations = 0;
  });

  it('registers the service worker only once the page is idle, so installing it does not compete with hydration', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(<UpdatePrompt />);
    await act(async () => {
      await import('./service-worker-update');
    });
    expect(pwaStub.registrations).toBe(0);
    await act(async () => {
      idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
      await import('./service-worker-update');
    });
    expect(pwaStub.registrations).toBe(1);
    cleanup(); // unmounts (cancelling with the stub) before the stubs go
    vi.unstubAllGlobals();
  });

  it('shows nothing while no new version is waiting', async () => {
    render(<UpdatePrompt />);
    // The prompt's code loads lazily: let it arrive before looking.
    await act(async () => {
      await import('./service-worker-update');
    });
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('asks before reloading and reloads only when the student presses Reload', async () => {
    pwaStub.needRefresh = true;
    render(<UpdatePrompt />);
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is available');
    expect(pwaStub.updateCalls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pwaStub.updateCalls).toEqual([true]);
  });

  it('can be put off with Later', async () => {
    pwaStub.needRefresh = true;
    render(<UpdatePrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    expect(pwaStub.updateCalls).toEqual([]);
  });
});
