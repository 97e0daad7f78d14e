import { createHash } from 'node:crypto';

/**
 * The one inline script of a page that carries its first screen (allowed by its hash in the
 * CSP). It starts the portal's scripts once the first screen is painted (the browser reported
 * its first contentful paint) with the images in view (the hero banner, the first tiles): on a
 * slow network the screen's styles and images get the line first, and the scripts follow at
 * once; after 3 s they start whatever the images or the paint do (a tab opened in the
 * background paints nothing).
 * A visitor the guest's screen is not for (a member, or one who chose another language or
 * theme) never sees it: it is removed as the page is read, and the scripts start at once.
 * Why they started is left on the page (`data-scripts-started` on `<html>`).
 */
export const FIRST_SCREEN_LOADER = `(function () {
  var root = document.getElementById('root');
  var screen = root && root.querySelector('[data-first-screen]');
  var scripts = JSON.parse(document.getElementById('tessera-scripts').textContent || '[]');
  var started = false;
  function start(why) {
    if (started) return;
    started = true;
    document.documentElement.setAttribute('data-scripts-started', why);
    scripts.forEach(function (file) {
      var el = document.createElement(file.entry ? 'script' : 'link');
      if (file.entry) { el.type = 'module'; el.src = file.href; }
      else { el.rel = 'modulepreload'; el.href = file.href; }
      el.crossOrigin = '';
      document.head.appendChild(el);
    });
  }
  function twoFramesOn() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0, 'painted'); }); });
  }
  function imagesInView(done) {
    var images = [].slice.call(screen.querySelectorAll('img'));
    if (!images.length || !window.IntersectionObserver) return done();
    // Seen as the browser sees them: in the window and not clipped away (a strip's far tiles,
    // a carousel's other slides), which are the images a lazy image's own loading waits for.
    var watch = new IntersectionObserver(function (entries) {
      watch.disconnect();
      var pending = entries.filter(function (entry) {
        return entry.isIntersecting && !entry.target.complete;
      });
      var left = pending.length;
      if (!left) return done();
      pending.forEach(function (entry) {
        function one() { if (--left === 0) done(); }
        entry.target.addEventListener('load', one);
        entry.target.addEventListener('error', one);
      });
    });
    images.forEach(function (image) { watch.observe(image); });
  }
  function afterFirstPaint() {
    var kinds = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (kinds.indexOf('paint') < 0) return imagesInView(twoFramesOn);
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      imagesInView(twoFramesOn);
    }).observe({ type: 'paint', buffered: true });
  }
  var notFor = false;
  try {
    var chosenLanguage = localStorage.getItem('tsr.language');
    var chosenTheme = localStorage.getItem('tsr.theme');
    notFor = !!localStorage.getItem('tsr.session') ||
      (!!chosenLanguage && chosenLanguage !== screen.getAttribute('data-language')) ||
      (!!chosenTheme && chosenTheme !== screen.getAttribute('data-theme'));
  } catch (e) {}
  if (!screen || notFor) {
    if (screen) screen.remove();
    return start('not-for-this-visitor');
  }
  setTimeout(start, 3000, 'waited-3s');
  afterFirstPaint();
})();`;

/** The CSP source that lets exactly the loader run. */
export const FIRST_SCREEN_LOADER_HASH = `'sha256-${createHash('sha256').update(FIRST_SCREEN_LOADER, 'utf8').digest('base64')}'`;
