import createDOMPurify from 'dompurify';

/** The only images shown: the app's own uploads, served from this origin. Any other would load a resource. */
const OWN_IMAGE = /^\/api\/images\/[\w-][\w\-./]*$/;
const EXTERNAL = /^https?:\/\//i;
/** http:, https:, mailto: and relative URLs (no scheme before the first '/', '?' or '#'); nothing else. */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/*
 * An instance of our own, so these hooks touch no other use of DOMPurify. The profiles keep HTML and KaTeX's
 * MathML and drop SVG; what a learner's text has no use for, and could load or submit something, goes too.
 */
const purify = createDOMPurify(window);

const CELL_ALIGN = /^text-align:(left|right|center)$/;

purify.addHook('uponSanitizeElement', (node, data) => {
  if (!(node instanceof Element)) return;
  // Task-list checkboxes are the only inputs, and they are read-only.
  if (data.tagName === 'input') {
    if (node.getAttribute('type') === 'checkbox') node.setAttribute('disabled', '');
    else node.remove();
  }
  // A table column's alignment (markdown-it writes it as a style, which goes) kept as the cell's align.
  const align = CELL_ALIGN.exec(node.getAttribute('style') ?? '');
  if (align && (data.tagName === 'td' || data.tagName === 'th')) node.setAttribute('align', align[1]!);
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    node.setAttribute('rel', 'noopener noreferrer nofollow');
    if (EXTERNAL.test(href)) node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
  } else if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    // Stands in for a foreign image with its alt text, so nothing is fetched from elsewhere.
    if (!OWN_IMAGE.test(src) || src.includes('..'))
      node.replaceWith(node.ownerDocument.createTextNode(node.getAttribute('alt') ?? ''));
  } else {
    // MathML allows href on any element, and mglyph a src; only links and own images may carry them.
    node.removeAttribute('href');
    node.removeAttribute('src');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true, mathMl: true },
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // No data-* or aria-* from the author: nothing of ours reads them, and aria could make the text lie to a
  // screen reader.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // KaTeX's TeX source annotation is for copy tools, not for show; the profile drops the element, not its text.
  ADD_FORBID_CONTENTS: ['annotation', 'annotation-xml'],
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'object',
    'embed',
    'video',
    'audio',
    'source',
    'track',
    'picture',
    'svg',
    'dialog',
    'template',
  ],
  FORBID_ATTR: [
    'style',
    'srcset',
    'background',
    'poster',
    'action',
    'formaction',
    'xlink:href',
    /*
     * Nothing from the author that styles, names or takes over the page: class (the app's utility classes can
     * draw a fake full-window overlay), style, id and name (DOM clobbering, fragment targets), role, and what
     * wires elements together or grabs focus and the top layer. The renderer adds its own classes after
     * sanitising (render-markdown.ts).
     */
    'class',
    'id',
    'name',
    'role',
    'tabindex',
    'accesskey',
    'autofocus',
    'popover',
    'popovertarget',
    'popovertargetaction',
    'command',
    'commandfor',
    'inert',
    'slot',
    'part',
    'exportparts',
    'for',
    'form',
    'list',
    'headers',
    'usemap',
    'nonce',
  ],
};

/**
 * Sanitised HTML as a fragment of this document, for the renderer to finish (its own classes, highlighted code):
 * no script, event handler, foreign resource, dangerous URL or author class/style/id survives.
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  return purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}
