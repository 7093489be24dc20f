// A tap on a button of a prerendered page before the app's script has taken the page over (a slow phone, a
// slow network) would do nothing, so public/appearance-boot.js keeps the last one; it is pressed again once
// the page is React's (the public pages' layout calls pressEarlyTap as it mounts: an effect of the app's root
// runs too early, before the router's page inside it has been taken over). Taps from the moment React starts
// taking the page over go to React, which takes the tapped part over first.

interface EarlyTap {
  button: HTMLButtonElement;
  at: number;
}

declare global {
  interface Window {
    /** Written by public/appearance-boot.js; 'over' once the app handles taps itself. */
    degreemateEarlyTap?: EarlyTap | 'over';
  }
}

/** A tap older than this was given up on: pressing it now would surprise. */
const GIVEN_UP_AFTER_MS = 5_000;

let kept: EarlyTap | undefined;

/** From now on React sees every tap (called as it starts taking the page over). */
export function stopKeepingEarlyTaps(): void {
  const tap = window.degreemateEarlyTap;
  if (tap !== undefined && tap !== 'over') kept = tap;
  window.degreemateEarlyTap = 'over';
}

/** Presses the kept button again, if the page still has it and the tap is recent (once React has the page). */
export function pressEarlyTap(now = Date.now()): void {
  const tap = kept;
  kept = undefined;
  if (tap && tap.button.isConnected && now - tap.at < GIVEN_UP_AFTER_MS) tap.button.click();
}
