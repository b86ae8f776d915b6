// early-start runs inline in the <head> of index.html (see earlyStart() in
// vite.config.ts), before anything else has downloaded. It starts the first
// page's API request with exactly the headers the API client would send (the
// client takes that response instead of fetching again: takeEarlyResponse in
// src/lib/api-client.ts; if anything differs it is ignored), names the page's
// largest image to the static first paint, and only once that first paint is
// on screen starts the app's code and the fonts. On a slow link the header
// and the page's main image so arrive without sharing the line with 200 KB of
// code and fonts, and a font that arrives before the first paint would hold
// that paint back (Chrome waits for it). Plain ES2017, no imports.
(function (routes) {
  var d = document;
  function store(area, key) {
    try {
      return window[area].getItem(key);
    } catch (e) {
      return null;
    }
  }
  function link(rel, href, as) {
    var l = d.createElement('link');
    l.rel = rel;
    l.href = href;
    if (as) l.as = as;
    if (rel === 'modulepreload') l.crossOrigin = '';
    if (as === 'image') l.setAttribute('fetchpriority', 'high');
    d.head.appendChild(l);
  }
  // ?lang=en (or bn), the address the server's language alternates name,
  // becomes the visitor's choice and leaves the address: the app's links
  // and filters never carry it, and switching language later must stick.
  var asked = /[?&]lang=(bn|en)(?=&|$)/.exec(location.search);
  if (asked) {
    try {
      localStorage.setItem('garihaat.lang', asked[1]);
    } catch (e) {
      /* private mode: the app reads the address itself (src/lib/i18n.ts) */
    }
    var rest = location.search.replace(/([?&])lang=(?:bn|en)(&|$)/, function (m, before, after) {
      return after ? before : '';
    });
    try {
      history.replaceState(history.state, '', location.pathname + rest + location.hash);
    } catch (e) {
      /* the address keeps it; nothing else depends on that */
    }
  }
  var lang = asked ? asked[1] : store('localStorage', 'garihaat.lang') === 'en' ? 'en' : 'bn';
  d.documentElement.lang = lang;

  var path = location.pathname.replace(/\/+$/, '') || '/';
  // The first pages' paths are the server's (FIRST_PAGES, put in each
  // route by vite.config.ts): the vehicle's is a prefix before its slug.
  var slug = path.indexOf(routes.vehicle.path) === 0 ? path.slice(routes.vehicle.path.length) : '';
  var m = slug && slug.indexOf('/') < 0 ? [path, slug] : null;
  var name = path === routes.home.path ? 'home' : path === routes.list.path ? 'list' : m ? 'vehicle' : null;
  var route = name && routes[name];

  // The app: its entry script, what the entry imports, the first page's
  // chunks and the fonts, started once the first paint is on screen (at
  // once where that cannot be told, or in a tab nobody looks at).
  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    // Both faces are in before the app's first render (src/main.tsx waits
    // for this): a face swapped in later reflows the text (layout shift).
    window.__garihaatFonts = d.fonts && d.fonts.load ? d.fonts.load('1em "Hind Siliguri"', lang === 'bn' ? '\u0985A' : 'A') : null;
    var chunks = routes.entry.imports.concat(route ? route.chunks : []);
    for (var i = 0; i < chunks.length; i++) link('modulepreload', chunks[i]);
    var s = d.createElement('script');
    s.type = 'module';
    s.crossOrigin = '';
    s.src = routes.entry.script;
    d.head.appendChild(s);
  }
  try {
    if (d.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) throw 0;
    var painted = new PerformanceObserver(function (list) {
      if (!list.getEntries().length) return;
      painted.disconnect();
      startApp();
    });
    painted.observe({ type: 'paint', buffered: true });
    // A page that cannot paint (hidden before it could) still starts.
    setTimeout(startApp, 1500);
  } catch (e) {
    startApp();
  }

  if (!route) return;
  // The bare list: no filters in the address, no type remembered by a home
  // tile (toApiParams(parseFilters(empty)) in src/features/catalogue/lib/filters.ts).
  var bareList = name === 'list' && !location.search && !store('sessionStorage', 'vehicleTypeId');
  // index.html's static first paint shows the page's largest image where it
  // is known before the app runs: the home hero (built in), the bare list's
  // first card or a vehicle's main photo (named by the server in
  // <meta name="garihaat:image">, else by the data once it arrives). The
  // script after the markup applies what is known by then.
  var shell = (window.__garihaatShell = { page: name === 'list' && !bareList ? null : name });
  function showImage(src) {
    if (!shell.page || shell.image === src) return;
    shell.image = src;
    link('preload', src, 'image');
    var img = d.getElementById('shell-' + name + '-image');
    if (!img) return;
    img.src = src;
    var box = d.getElementById('shell-' + name);
    if (box) box.hidden = false;
  }
  var named = d.querySelector('meta[name="garihaat:image"]');
  if (route.image) showImage(route.image);
  else if (named && named.content.charAt(0) === '/') showImage(named.content);

  var apis = [];
  if (route === routes.home) apis.push('/api/v1/get-homepage');
  if (bareList) {
    apis.push('/api/v1/get-vehicles?priceType=cash&sort=newest&page=1&per_page=18', '/api/v1/get-filter-params', '/api/v1/get-brands');
  }
  if (m) {
    try {
      apis.push('/api/v1/get-vehicle/' + encodeURIComponent(decodeURIComponent(m[1])));
    } catch (e) {
      /* a malformed address: the page shows its not-found state */
    }
  }
  if (!apis.length || !window.fetch) return;
  // Keep in step with request() in src/lib/api-client.ts (a test checks).
  var headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': lang };
  var token = store('localStorage', 'authToken');
  if (token) headers.Authorization = 'Bearer ' + token;
  // The image the page will show largest, named by the data: preloaded as
  // soon as the data arrives rather than after the app has rendered it.
  function firstImages(data) {
    if (data && data.product) return (data.product.images || []).slice(0, 1);
    if (data && data.products) {
      return data.products.slice(0, 2).map(function (p) {
        return p.images && p.images[0];
      });
    }
    return [];
  }
  var early = {};
  apis.forEach(function (api, i) {
    var response = fetch(api, { headers: headers, credentials: 'same-origin' }).catch(function () {
      return null;
    });
    early[api] = { headers: headers, response: response };
    if (i > 0 || route === routes.home) return;
    response.then(function (r) {
      if (!r || !r.ok) return;
      r.clone()
        .json()
        .then(function (data) {
          firstImages(data).forEach(function (src, n) {
            if (typeof src !== 'string' || src.charAt(0) !== '/') return;
            if (n === 0) showImage(src);
            else link('preload', src, 'image');
          });
        })
        .catch(function () {});
    });
  });
  window.__garihaatEarly = early;
})(__GARIHAAT_ROUTES__);
