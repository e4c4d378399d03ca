// The annotation page's first reads, sent while the app's own code is still being compiled and evaluated (issue
// #27, P2: the boot chunk's ~40 ms came before the first request). A plain script the page loads `async` (the
// build ships it content-hashed in assets/, cached for good), so it runs as soon as it is read from the cache; it
// leaves the answers on `window.__marginaliaEarlyReads`, where `src/boot.ts` hands them to the SDK's fetch
// (`earlyReadsFetch.ts`), which takes each once for the identical request and asks again for anything else. The
// requests are the ones the SDK sends for a signed-in session on an annotation page whose address has no query
// (`earlyReadsFetch.test.ts` checks they stay identical); on any other page it does nothing.
(function (win) {
  var match = /^\/dataset\/([^/]+)\/annotation-mode\/?$/i.exec(win.location.pathname);
  var token = null;
  try {
    token = win.localStorage.getItem('auth.token');
  } catch {
    // Storage blocked (e.g. by the browser's cookie settings): the app signs in as usual.
  }
  if (!match || !token || win.location.search !== '' || typeof win.fetch !== 'function') return;

  var dataset = encodeURIComponent(match[1]);
  var headers = { Accept: 'application/json, text/plain, */*', Authorization: 'Bearer ' + token };
  // The pending queue's first page in focus mode, as the page's queue asks for it before anything else is known.
  var pending = function (entity) {
    return { type: 'terms', scope: { entity: entity, property: 'status' }, values: ['pending'] };
  };
  var searchBody = JSON.stringify({ query: {}, filters: { and: [pending('response'), pending('record')] } });
  var include = 'include=responses&include=suggestions&include=response_suggestions';
  var reads = [
    ['GET', '/api/v1/me'],
    ['GET', '/api/v1/datasets/' + dataset],
    ['GET', '/api/v1/datasets/' + dataset + '/fields'],
    ['GET', '/api/v1/datasets/' + dataset + '/questions'],
    ['GET', '/api/v1/me/datasets/' + dataset + '/metadata-properties'],
    [
      'POST',
      '/api/v1/me/datasets/' + dataset + '/records/search/page?' + include + '&offset=0&limit=10',
      searchBody,
    ],
  ];
  win.__marginaliaEarlyReads = {
    startedAt: Date.now(),
    reads: reads.map(function (read) {
      var init = { method: read[0], headers: headers };
      if (read[2] !== undefined) {
        init.headers = Object.assign({}, headers, { 'Content-Type': 'application/json' });
        init.body = read[2];
      }
      var response = win.fetch(read[1], init);
      // A failed read is asked again by the app; it must not surface as an unhandled rejection here.
      response.catch(function () {});
      return { url: read[1], init: init, response: response };
    }),
  };
})(window);
