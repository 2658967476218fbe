/**
 * Taps before the app has started (decision 032). A visitor's page arrives rendered and its app
 * starts after `load` (decision 020); until the app marks the page live (`data-page-live` on <html>,
 * app/router.tsx) a button there has no handler. This script, inline at the top of such a page's
 * head so it listens before anything is painted, keeps those taps and carries them out once the page
 * is live: the same node, which hydration keeps, is clicked again, so the tap does exactly what it
 * does on a live page (a heart, Make Offer, a select, the filters' sheet…).
 *
 * - What is kept: a tap on a `<button>` or on an element marked `data-keep-tap`. Links and a form's
 *   submit buttons are left to the browser: as plain HTML they already work (they navigate).
 * - The tap is stopped there, so nothing half-started acts on it as well; it is replayed once.
 * - Two taps on the same button before the app starts count as one: the second is a person asking
 *   "did that work?", not a change of mind (a heart would otherwise be liked and unliked again).
 * - `data-keep-tap="<key>"` names the control for the rare case that hydration redraws it (a
 *   mismatch): the replay then clicks the live element with the same key.
 *
 * Plain ES5 on purpose: it runs before any of the app's code, on every browser the page supports,
 * and its text is hashed into the page's Content-Security-Policy (script-src), so it is inline
 * without allowing inline scripts in general.
 */
export const EARLY_TAPS_SCRIPT = `(function () {
  var root = document.documentElement, kept = [];
  function live() { return root.getAttribute('data-page-live') === 'true'; }
  function onTap(event) {
    if (live() || !(event.target instanceof Element)) return;
    var control = event.target.closest('[data-keep-tap],button');
    if (!control || control.closest('a[href]')) return;
    if (control.tagName === 'BUTTON' && control.form && control.type === 'submit' && !control.hasAttribute('data-keep-tap')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (kept.indexOf(control) < 0) kept.push(control);
  }
  window.addEventListener('click', onTap, true);
  new MutationObserver(function (_, observer) {
    if (!live()) return;
    observer.disconnect();
    window.removeEventListener('click', onTap, true);
    kept.forEach(function (control) {
      var key = control.getAttribute('data-keep-tap'), target = control.isConnected ? control : null;
      var named = key && !target ? document.querySelectorAll('[data-keep-tap]') : [];
      for (var i = 0; i < named.length && !target; i++) {
        if (named[i].getAttribute('data-keep-tap') === key) target = named[i];
      }
      if (target) target.click();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-page-live'] });
})();`;
