/* global window, document, requestAnimationFrame, KeyboardEvent -- runs in the page: docs/boot-and-local-server.md#javascript-after-the-first-paint */
(function (script) {
  var started = false;
  // Taps and keys before the app runs are held, then replayed once: docs/decisions.md#one-replay-for-early-taps.
  var root = document.getElementById('root');
  var held = [];
  function hold(event, item) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (item) held.push(item);
  }
  function onClick(event) {
    var el = event.target.closest && event.target.closest('a[href],summary,input,select,textarea,button,[role=button],[role=tab],label');
    if (!el || !root.contains(el) || el.matches('a[href],summary,input,select,textarea')) return;
    if (el.tagName === 'LABEL' && !(el.control && el.control.matches(':disabled'))) return; // the browser checks it
    var last = held[held.length - 1];
    if (last && last.el === el) return void hold(event); // tapped again meanwhile: still once
    for (var path = [], node = el; node !== root; node = node.parentElement) path.unshift([].indexOf.call(node.parentElement.children, node));
    hold(event, { el: el, path: path, text: el.textContent });
  }
  function onKey(event) {
    var keys = root.querySelector('[data-keys]');
    var key = event.key === ' ' ? 'Space' : event.key;
    if (!keys || event.ctrlKey || event.metaKey || event.altKey || keys.dataset.keys.split(' ').indexOf(key) < 0) return;
    if (event.target.closest('input,select,textarea,[contenteditable],a,button,summary')) return;
    hold(event, { key: event.key, code: event.code });
  }
  function replay(item) {
    if (item.key) return void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: item.key, code: item.code, bubbles: true, cancelable: true }));
    var el = item.el;
    if (!el.isConnected) for (var i = 0, node = root; node && i < item.path.length; i++) el = node = node.children[item.path[i]];
    // Gone, or another control now stands there: dropped.
    if (!el || el.tagName !== item.el.tagName || el.textContent !== item.text) return;
    el.click();
  }
  var settledBy = 0;
  function settle() {
    var ready = 'ready' in document.documentElement.dataset;
    if (ready && !settledBy) settledBy = Date.now() + 5000;
    // A region still opening what the device holds says aria-busy; taps wait for it (5 s at most).
    if (!ready || (root.querySelector('[aria-busy=true]') && Date.now() < settledBy)) return void setTimeout(settle, 50);
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKey, true);
    (function next() {
      if (held.length) replay(held.shift());
      if (held.length) setTimeout(next, 0);
      else document.documentElement.dataset.replayed = ''; // for the journeys and the bench
    })();
  }
  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKey, true);
  settle();
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
