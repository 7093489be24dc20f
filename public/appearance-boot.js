/* global document, localStorage, window, Element */
// Runs in <head> before the page is drawn: applies this browser's last known theme and text size, so the first
// paint is already right (offline too: this file is precached). A classic script from our own origin, as the
// Content-Security-Policy allows (script-src 'self'). The keys are written by src/ui/appearance.ts.
// It also keeps the last button tapped on a prerendered page before the app's script has taken the page over,
// when the tap would do nothing; the app presses it again once it has (src/ui/early-taps.ts).
(function () {
  var root = document.documentElement;
  var systemDark = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function applyScheme() {
    var scheme = localStorage.getItem('mantine-color-scheme-value');
    if (scheme !== 'light' && scheme !== 'dark') scheme = systemDark && systemDark.matches ? 'dark' : 'light';
    // Mantine's stylesheet derives the root's color-scheme from this attribute (native controls, light-dark()),
    // so it follows every later switch too; an inline color-scheme here would pin the scheme of the load.
    root.setAttribute('data-mantine-color-scheme', scheme);
  }
  try {
    applyScheme();
    if (localStorage.getItem('degreemate-large-text') === '1') root.setAttribute('data-large-text', '');
  } catch {
    // Storage refused (a locked-down browser): the system's scheme and the normal size, as without this script.
  }
  // A prerendered public page runs no app until the visitor uses it, so nothing else would follow the system
  // switching to dark or back while the page is open. The choice is read again each time: a student who picked
  // light or dark in the app since keeps it (the app then sets the same attribute itself).
  if (systemDark && systemDark.addEventListener) {
    systemDark.addEventListener('change', function () {
      try {
        applyScheme();
      } catch {
        // Storage refused: the scheme of the load stays.
      }
    });
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
