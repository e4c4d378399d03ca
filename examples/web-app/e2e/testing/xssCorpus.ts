/**
 * The hostile-content corpus: attack vectors against every place the app shows text, each combined with several
 * probes. A probe that runs calls one of the page hook's traps (`alert`, `top.alert`, `__mgXss`) or asks the
 * server for `/xss-probe/<id>`, so any execution is seen and named by the payload's id.
 */

/** `{P}` stands for the probe's code, `{U}` for a `javascript:` URL running it. */
const VECTORS: readonly string[] = [
  // Script tags and their escapes out of attributes, text areas, titles and scripts.
  '<script>{P}</script>',
  '"><script>{P}</script>',
  "'><script>{P}</script>",
  '</textarea><script>{P}</script>',
  '</title><script>{P}</script>',
  '</script><script>{P}</script>',
  '<scr<script>ipt>{P}</scr</script>ipt>',
  '<SCRIPT SRC=data:text/javascript,{P}></SCRIPT>',
  // Event handlers.
  '<img src=x onerror="{P}">',
  '<img src="x" onerror={P}>',
  '<IMG SRC=x OnErRoR="{P}">',
  '<img srcset=",,x" onerror="{P}">',
  '<svg onload="{P}">',
  '<body onload="{P}">',
  '<details open ontoggle="{P}">x</details>',
  '<input autofocus onfocus="{P}">',
  '<select autofocus onfocus="{P}"></select>',
  '<textarea autofocus onfocus="{P}"></textarea>',
  '<video><source onerror="{P}"></video>',
  '<audio src=x onerror="{P}"></audio>',
  '<marquee onstart="{P}">x</marquee>',
  '<div onpointerover="{P}" style="position:fixed;inset:0">x</div>',
  '<x contenteditable onfocus="{P}" autofocus>x</x>',
  '<iframe onload="{P}"></iframe>',
  '<object data=x onerror="{P}"></object>',
  // javascript: and data: URLs.
  '<a href="{U}">link</a>',
  '<a href=" JaVaScRiPt:{P}">link</a>',
  '<a href="java&#x09;script:{P}">link</a>',
  '<a href="&#106;avascript:{P}">link</a>',
  '<iframe src="{U}"></iframe>',
  '<embed src="{U}">',
  '<object data="{U}"></object>',
  '<form><button formaction="{U}">go</button></form>',
  '<form action="{U}"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url={U}">',
  '<base href="{U}//">',
  '<a href="data:text/html,<script>{P}</script>">link</a>',
  '<iframe src="data:text/html,<script>{P}</script>"></iframe>',
  '<iframe srcdoc="<script>{P}</script>"></iframe>',
  '<object data="data:text/html,<script>{P}</script>"></object>',
  '{U}',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="{P}"/>',
  'data:text/html,<script>{P}</script>',
  // SVG.
  '<svg><script>{P}</script></svg>',
  '<svg><animate onbegin="{P}" attributeName=x dur=1s></svg>',
  '<svg><a xlink:href="{U}"><text x=20 y=20>x</text></a></svg>',
  '<svg><set attributeName=href to="{U}"/></svg>',
  '<svg><foreignObject><iframe onload="{P}"></iframe></foreignObject></svg>',
  '<svg><style><img src=x onerror="{P}"></style></svg>',
  // MathML.
  '<math href="{U}">x</math>',
  '<math><maction actiontype=statusline xlink:href="{U}">x</maction></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror="{P}">',
  // CSS expressions and URLs.
  '<div style="width:expression({P})">x</div>',
  '<div style="background:url({U})">x</div>',
  "<style>@import '{U}';</style>",
  '<link rel=stylesheet href="{U}">',
  '<style>*{background:url("{U}")}</style>',
  // Mutation XSS.
  '<noscript><p title="</noscript><img src=x onerror="{P}">">',
  '<xmp><p title="</xmp><img src=x onerror="{P}">">',
  '<svg></p><style><a id="</style><img src=1 onerror="{P}">">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror="{P}">',
  '<!--<img src="--><img src=x onerror="{P}"//">',
  '<math><mi><table><mi><style><img src=x onerror="{P}"></style>',
  // Markdown links and images.
  '[click]({U})',
  '[click](  JAVASCRIPT:{P})',
  '[click](data:text/html,<script>{P}</script>)',
  '![img]({U})',
  '![img](x" onerror="{P})',
  '[click][r]\n\n[r]: {U}',
  '<{U}>',
  '[a](https://x.test/"onmouseover="{P})',
  '**bold<img src=x onerror="{P}">**',
  '`code`<img src=x onerror="{P}">',
  // Template injections and right-to-left overrides.
  "{{constructor.constructor('{P}')()}}",
  '{{{record.fields.x}}}<img src=x onerror="{P}">',
  '\u202E<img src=x onerror="{P}">\u202C',
  '\u202Egnp.exe\u202C <a href="{U}">\u202Elink</a>',
];

type Probe = (id: number) => string;
const PROBES: readonly Probe[] = [
  (id) => `alert(${id})`,
  (id) => `top.alert(${id})`,
  (id) => `window.__mgXss(${id})`,
  (id) => `fetch('/xss-probe/${id}')`,
];

export interface XssPayload {
  id: number;
  text: string;
}

/** Escapes a probe for a URL's body (`javascript:…`): no spaces or quotes that would end the attribute. */
const urlProbe = (code: string) => code.replace(/'/g, '%27').replace(/ /g, '%20');

/** Every vector with every probe: ids from 1, in a fixed order. */
export function xssCorpus(): XssPayload[] {
  const payloads: XssPayload[] = [];
  for (const vector of VECTORS) {
    for (const probe of PROBES) {
      const id = payloads.length + 1;
      const text = vector.replaceAll('{P}', probe(id)).replaceAll('{U}', `javascript:${urlProbe(probe(id))}`);
      payloads.push({ id, text });
    }
  }
  return payloads;
}

/** The short form's slice: one payload in `step`, so every kind of vector shows up over a few runs of ids. */
export function xssCorpusSample(step: number): XssPayload[] {
  return xssCorpus().filter((payload) => payload.id % step === 1);
}

/** A 1 MB string: a payload repeated, so the layout and the renderers meet a huge hostile value. */
export function megabytePayload(payload: XssPayload): string {
  return payload.text.repeat(Math.ceil(1_048_576 / payload.text.length)).slice(0, 1_048_576);
}
