// early-start runs inline in the <head> of index.html (see earlyStart() in
// vite.config.ts), before the app's code has even downloaded: it preloads
// the first page's code chunks, its hero image and the fonts, and
// starts the page's API request with exactly the headers the API client
// would send. The client takes that response instead of fetching again
// (takeEarlyResponse in src/lib/api-client.ts); if anything differs it is
// ignored, so this only ever saves time. Plain ES2017, no imports.
(function (routes) {
  var d = document;
  function store(area, key) {
    try {
      return window[area].getItem(key);
    } catch (e) {
      return null;
    }
  }
  function link(rel, href, as, type) {
    var l = d.createElement('link');
    l.rel = rel;
    l.href = href;
    if (as) l.as = as;
    if (type) l.type = type;
    if (rel === 'modulepreload' || as === 'font') l.crossOrigin = '';
    if (as === 'image') l.setAttribute('fetchpriority', 'high');
    d.head.appendChild(l);
  }
  var lang = store('localStorage', 'garihaat.lang') === 'en' ? 'en' : 'bn';
  d.documentElement.lang = lang;
  // Both faces arrive before the first render: a face swapped in later
  // reflows the text around it (layout shift).
  if (routes.fonts.latin) link('preload', routes.fonts.latin, 'font', 'font/woff2');
  if (lang === 'bn' && routes.fonts.bn) link('preload', routes.fonts.bn, 'font', 'font/woff2');

  var path = location.pathname.replace(/\/+$/, '') || '/';
  var m = /^\/vehicle-details\/([^/]+)$/.exec(path);
  var name = path === '/' ? 'home' : path === '/all-vehicles' ? 'list' : m ? 'vehicle' : null;
  var route = name && routes[name];
  if (!route) return;
  // index.html's static first paint: the page's large image, shown before
  // the app has loaded (a script after the markup applies what is known then).
  var shell = (window.__garihaatShell = { page: name });
  function showImage(src) {
    shell.image = src;
    var img = d.getElementById('shell-' + name + '-image');
    if (img) img.src = src;
  }
  if (route.image) {
    link('preload', route.image, 'image', 'image/svg+xml');
    showImage(route.image);
  }
  for (var i = 0; i < route.chunks.length; i++) link('modulepreload', route.chunks[i]);

  var apis = [];
  if (route === routes.home) apis.push('/api/v1/get-homepage');
  // The bare list (no filters in the address, no type remembered by a home
  // tile): toApiParams(parseFilters(empty)) in src/features/catalogue/lib/filters.ts.
  if (route === routes.list && !location.search && !store('sessionStorage', 'vehicleTypeId')) {
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
            link('preload', src, 'image');
            if (n === 0 && name === 'vehicle') showImage(src);
          });
        })
        .catch(function () {});
    });
  });
  window.__garihaatEarly = early;
})(__GARIHAAT_ROUTES__);
