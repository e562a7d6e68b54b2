import { describe, expect, it } from 'vitest';
import { WELCOME_DIALOG_DELAY_MS } from '@swagdrop/model';
import { welcomeDelayMs } from './welcome-seen';

describe('welcomeDelayMs', () => {
  it('counts from the start of the page load, not from when it is asked', () => {
    expect(welcomeDelayMs(0)).toBe(WELCOME_DIALOG_DELAY_MS);
    expect(welcomeDelayMs(900)).toBe(WELCOME_DIALOG_DELAY_MS - 900);
  });

  it('is due at once when the app starts after the delay has passed', () => {
    expect(welcomeDelayMs(WELCOME_DIALOG_DELAY_MS)).toBe(0);
    expect(welcomeDelayMs(4000)).toBe(0);
  });
});
