// @vitest-environment happy-dom
// A button tapped on a prerendered page before the app took it over is pressed again once it has; public/
// appearance-boot.js (run here as the page runs it) keeps the tap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressEarlyTap, stopKeepingEarlyTaps } from '../../../src/ui/early-taps';

const bootScript = readFileSync(path.join(process.cwd(), 'public/appearance-boot.js'), 'utf8');
// The script adds its listener once per page; each test here is a fresh page load as far as it knows.
new Function(bootScript)();

afterEach(() => {
  document.body.innerHTML = '';
  delete window.degreemateEarlyTap;
});

function burger(): { button: HTMLButtonElement; pressed: () => number } {
  document.body.innerHTML = '<header><button type="button" aria-label="Open menu"><svg><path></path></svg></button></header>';
  const button = document.querySelector('button')!;
  let count = 0;
  button.addEventListener('click', () => count++);
  return { button, pressed: () => count };
}

describe('a tap before the app took the page over', () => {
  it('is pressed again once it has, once, even when it landed on the icon inside the button', () => {
    const { button, pressed } = burger();
    button.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(pressed()).toBe(1);
    stopKeepingEarlyTaps();
    pressEarlyTap();
    expect(pressed()).toBe(2);
    pressEarlyTap();
    expect(pressed()).toBe(2);
  });

  it('is given up after five seconds: pressing it then would surprise', () => {
    const { button, pressed } = burger();
    const tappedAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(tappedAt);
    button.click();
    vi.restoreAllMocks();
    stopKeepingEarlyTaps();
    pressEarlyTap(tappedAt + 5_001);
    expect(pressed()).toBe(1);
  });

  it('is not pressed on a button the page no longer has', () => {
    const { button, pressed } = burger();
    button.click();
    stopKeepingEarlyTaps();
    button.remove();
    pressEarlyTap();
    expect(pressed()).toBe(1);
  });

  it('is not kept when it was not on a button', () => {
    const { pressed } = burger();
    const text = document.body.appendChild(document.createElement('p'));
    let clicks = 0;
    text.addEventListener('click', () => clicks++);
    text.click();
    stopKeepingEarlyTaps();
    pressEarlyTap();
    expect([clicks, pressed()]).toEqual([1, 0]);
  });

  it('is not kept once the app handles taps itself', () => {
    stopKeepingEarlyTaps();
    expect(window.degreemateEarlyTap).toBe('over');
    const { button, pressed } = burger();
    button.click();
    pressEarlyTap();
    expect(pressed()).toBe(1);
  });
});
