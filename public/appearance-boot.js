/* global document, localStorage, window, Element */
// Runs in <head> before the page is drawn: applies this browser's last known theme and text size, so the first
// paint is already right (offline too: this file is precached). A classic script from our own origin, as the
// Content-Security-Policy allows (script-src 'self'). The keys are written by src/ui/appearance.ts.
// It also keeps the last button tapped on a prerendered page before the app's script has taken the page over,
// when the tap would do nothing; the app presses it again once it has (src/ui/early-taps.ts).
(function () {
  var root = document.documentElement;
  try {
    var scheme = localStorage.getItem('mantine-color-scheme-value');
    if (scheme !== 'light' && scheme !== 'dark') {
      scheme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    // Mantine's stylesheet derives the root's color-scheme from this attribute (native controls, light-dark()),
    // so it follows every later switch too; an inline color-scheme here would pin the scheme of the load.
    root.setAttribute('data-mantine-color-scheme', scheme);
    if (localStorage.getItem('degreemate-large-text') === '1') root.setAttribute('data-large-text', '');
  } catch {
    // Storage refused (a locked-down browser): the system's scheme and the normal size, as without this script.
  }
})();

(function () {
  document.addEventListener(
    'click',
    function (event) {
      if (window.degreemateEarlyTap === 'over') return;
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) window.degreemateEarlyTap = { button: button, at: Date.now() };
    },
    true,
  );
})();
