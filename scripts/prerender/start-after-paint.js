/* global window, document, requestAnimationFrame -- runs in the page: docs/decisions.md#javascript-after-the-first-paint */
(function (script) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = Array.prototype.slice.call(document.getElementById('app-preloads').content.children);
    (function preload() {
      preloads.splice(0, 3).forEach(function (link) { document.head.appendChild(link); });
      if (preloads.length) setTimeout(preload, 0);
    })();
    var state = document.createElement('script');
    state.src = script.dataset.state;
    state.onload = state.onerror = function () { import(script.dataset.entry); };
    document.head.appendChild(state);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})(document.currentScript);
