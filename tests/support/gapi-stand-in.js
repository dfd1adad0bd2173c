/*
 * A tiny stand-in for https://apis.google.com/js/api.js, served to the browser by the account journeys because
 * this machine is offline. Firebase's popup sign-in uses gapi.iframes to talk to a helper iframe (here the Auth
 * emulator's /emulator/auth/iframe, which loads this same script). Both sides need only: gapi.load,
 * getContext().open() (parent) / getParentIframe() (child), register, send, ping and restyle. Messages travel
 * by postMessage, tagged so nothing else is mistaken for them.
 */
(function () {
  'use strict';
  var TAG = 'pocket-ap-gapi-stand-in';

  /** One end of a channel to another window: named handlers, calls with replies, and a ready signal. */
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = {};
    this.callbacks = {};
    this.seq = 0;
    this.ready = false;
    this.readyWaiters = [];
  }
  Channel.prototype.post = function (message) {
    message.tag = TAG;
    this.target().postMessage(message, '*');
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.queued[type] || [];
    delete this.queued[type];
    for (var i = 0; i < waiting.length; i++) this.answer(waiting[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = String(++this.seq);
    if (callback) this.callbacks[id] = callback;
    this.post({ kind: 'call', id: id, type: type, data: data });
  };
  Channel.prototype.answer = function (message) {
    var handler = this.handlers[message.type];
    if (!handler) {
      // A call that arrives before its handler is registered waits for it, as with the real library.
      (this.queued[message.type] = this.queued[message.type] || []).push(message);
      return;
    }
    this.post({ kind: 'reply', id: message.id, data: [handler(message.data)] });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'ready') {
      this.ready = true;
      var waiters = this.readyWaiters.splice(0);
      for (var i = 0; i < waiters.length; i++) waiters[i]();
    } else if (message.kind === 'call') {
      this.answer(message);
    } else if (message.kind === 'reply') {
      var callback = this.callbacks[message.id];
      delete this.callbacks[message.id];
      try {
        if (callback) callback(message.data);
      } catch {
        // Firebase's own callbacks may throw after handling the reply; gapi swallows that too.
      }
    }
  };
  Channel.prototype.whenReady = function () {
    return new Promise(
      function (resolve) {
        if (this.ready) resolve();
        else this.readyWaiters.push(resolve);
      }.bind(this),
    );
  };

  var channels = []; // [{ source: Window, channel: Channel }]
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].source() === event.source) channels[i].channel.receive(message);
    }
  });

  /** The parent's handle on a helper iframe, shaped like gapi.iframes.Iframe. */
  function Iframe(element) {
    var channel = new Channel(function () {
      return element.contentWindow;
    });
    channels.push({ source: function () { return element.contentWindow; }, channel: channel });
    this.element = element;
    this.register = function (type, handler) { channel.register(type, handler); };
    this.send = function (type, data, callback) { channel.send(type, data, callback); };
    this.ping = function (callback) {
      return channel.whenReady().then(function () {
        if (callback) callback();
        return [true];
      });
    };
    this.restyle = function () { return Promise.resolve(); };
  }

  var parentChannel = null;
  function parentIframe() {
    if (!parentChannel) {
      parentChannel = new Channel(function () { return window.parent; });
      channels.push({ source: function () { return window.parent; }, channel: parentChannel });
    }
    return {
      register: function (type, handler) { parentChannel.register(type, handler); },
      send: function (type, data, callback) { parentChannel.send(type, data, callback); },
    };
  }

  var context = {
    open: function (options, onReady) {
      var element = document.createElement('iframe');
      var style = (options.attributes && options.attributes.style) || {};
      for (var key in style) element.style[key] = style[key];
      element.setAttribute('aria-hidden', 'true');
      element.setAttribute('tabindex', '-1');
      element.title = 'Sign-in helper';
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var iframe = new Iframe(element);
      return onReady ? onReady(iframe) : Promise.resolve(iframe);
    },
    getParentIframe: parentIframe,
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    Iframe: Iframe,
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    getContext: function () { return context; },
  };
  window.gapi.load = function (name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  // Inside the helper iframe: tell the parent we are listening (its ping resolves on this).
  if (window.parent !== window) {
    parentIframe();
    window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');
  }

  // api.js calls the page's onload hooks: ?onload=name on the script URL, and window.gapi_onload.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
