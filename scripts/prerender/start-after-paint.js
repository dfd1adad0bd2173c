/* global window, document, requestAnimationFrame -- runs in the page: docs/boot-and-local-server.md#javascript-after-the-first-paint */
(function (script) {
  var started = false;
  // The chunks that do not import the entry run one per task before it: docs/boot-and-local-server.md#one-chunk-per-task.
  var first = (script.dataset.first || '').split(' ').filter(Boolean);
  function evaluate(i) {
    if (i >= first.length) return void import(script.dataset.entry);
    var next = function () { setTimeout(evaluate, 0, i + 1); };
    import(first[i]).then(next, next);
  }
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
    state.onload = state.onerror = function () { evaluate(0); };
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
