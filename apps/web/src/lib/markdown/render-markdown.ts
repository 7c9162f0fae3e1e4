import markdownKatex from '@vscode/markdown-it-katex';
import MarkdownIt from 'markdown-it';
import taskLists from 'markdown-it-task-lists';
import { highlightCode } from './highlight';
import { sanitizeToFragment } from './sanitize-html';
import { createTrustedParts, fillTrustedParts, placeholderFor, type TrustedParts } from './trusted-parts';

/*
 * Both plugins are CommonJS, which bundlers and Node hand over differently: the function itself, or an object
 * whose `default` it is (Vite's production build does the latter).
 */
const pluginOf = <P>(module: P | { default: P }): P =>
  typeof module === 'function' ? module : (module as { default: P }).default;

/** The env markdown-it hands every rule of one render: that render's trusted parts. */
type RenderEnv = {
  parts: TrustedParts;
};
const partsOf = (env: unknown) => (env as RenderEnv).parts;

/*
 * CommonMark with GitHub's tables and strikethrough (markdown-it's defaults), task lists, fenced code with
 * highlighting, and maths between $…$ or $$…$$. Raw HTML is parsed as GitHub does, then sanitised with the rest.
 */
const md = new MarkdownIt({ html: true, linkify: true })
  .use(pluginOf(taskLists))
  // MathML output needs no KaTeX fonts or stylesheet (Chromium renders MathML); the plugin passes the
  // options on to KaTeX, though its type does not list them.
  .use(pluginOf(markdownKatex), { throwOnError: false, output: 'mathml' } as Parameters<
    typeof markdownKatex
  >[1]);

/*
 * Fenced code and maths are the renderer's own markup, with classes the sanitiser would drop: they leave a
 * placeholder and are built after sanitising. Code is highlighted by highlight.js (text escaped, spans with
 * `hljs-*` classes); the class names the language only when it is one highlight.js knows.
 */
md.renderer.rules.fence = (tokens, idx, _options, env) => {
  const token = tokens[idx]!;
  const language = md.utils.unescapeAll(token.info).trim().split(/\s+/)[0] ?? '';
  const highlighted = highlightCode(token.content, language);
  return `${placeholderFor(partsOf(env), (doc) => {
    const pre = doc.createElement('pre');
    const code = pre.appendChild(doc.createElement('code'));
    if (highlighted) {
      code.className = `language-${language}`;
      code.innerHTML = highlighted;
    } else code.textContent = token.content;
    return pre;
  })}\n`;
};

/*
 * KaTeX's output (trust off, so no links or classes of the author's choosing) is sanitised like the rest, then
 * its wrappers (`katex-block`, `katex`, `katex-error`…) get KaTeX's own classes back.
 */
const KATEX_WRAPPER = /<(?:span|p) class="([\w -]+)"[^>]*>/y;

function katexWrapperClasses(html: string): string[] {
  KATEX_WRAPPER.lastIndex = 0;
  const classes: string[] = [];
  for (let match = KATEX_WRAPPER.exec(html); match; match = KATEX_WRAPPER.exec(html)) classes.push(match[1]!);
  return classes;
}

for (const rule of ['math_inline', 'math_inline_block', 'math_block'] as const) {
  const renderMath = md.renderer.rules[rule];
  if (!renderMath) continue;
  md.renderer.rules[rule] = (tokens, idx, options, env, self) => {
    const html = renderMath(tokens, idx, options, env, self);
    return placeholderFor(partsOf(env), (doc) => {
      const math = doc.importNode(sanitizeToFragment(html), true);
      let wrapper = math.firstElementChild;
      for (const className of katexWrapperClasses(html)) {
        if (!wrapper) break;
        wrapper.className = className;
        wrapper = wrapper.firstElementChild;
      }
      return math;
    });
  };
}

/** Whether `child` comes first in `parent`, after nothing but whitespace. */
function isFirst(parent: Element, child: Element): boolean {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node === child) return true;
    if (node.nodeType !== Node.TEXT_NODE || node.textContent?.trim()) return false;
  }
  return false;
}

/** Task-list classes, for their styling, on list items that start with a checkbox (the only inputs kept). */
function markTaskLists(root: DocumentFragment) {
  for (const box of root.querySelectorAll('li > input[type="checkbox"], li > p > input[type="checkbox"]')) {
    const parent = box.parentElement!;
    const item = parent.tagName === 'LI' ? parent : parent.parentElement!;
    if (!isFirst(parent, box) || (parent !== item && !isFirst(item, parent))) continue;
    box.classList.add('task-list-item-checkbox');
    item.classList.add('task-list-item');
    item.parentElement?.classList.add('contains-task-list');
  }
}

/** A learner's Markdown as safe HTML, ready to set as an element's inner HTML. */
export function renderMarkdown(source: string): string {
  const env: RenderEnv = { parts: createTrustedParts() };
  const fragment = sanitizeToFragment(md.render(source, env));
  fillTrustedParts(fragment, env.parts);
  markTaskLists(fragment);
  const box = fragment.ownerDocument.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
