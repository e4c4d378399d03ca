// Takes the HTML of a custom field from the frame's parent, once, and shows it in place of this page; the
// template's scripts run as the page is written. The parent only answers a frame it created itself.
(function () {
  addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== parent || !data || data.type !== 'mg-frame-html' || typeof data.html !== 'string') return;
    document.open();
    document.write(data.html);
    document.close();
  });
  parent.postMessage({ type: 'mg-frame-ready' }, '*');
})();
