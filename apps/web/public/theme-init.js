// Applies the stored theme choice before the first paint. A plain blocking script, not part of the bundle:
// prerendered pages paint before the app's module script runs, and the CSP (script-src 'self') allows no
// inline script. Mirrors src/lib/theme.ts (same storage key and classes; theme-init.test.ts keeps them in step).
/* global window, document */
(function () {
  try {
    var choice = window.localStorage.getItem('teachloop-theme');
    if (choice === 'light' || choice === 'dark') document.documentElement.classList.add(choice);
  } catch {
    // Storage can be blocked; the page then follows the system theme.
  }
})();
