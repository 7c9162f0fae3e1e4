import markdownKatex from '@vscode/markdown-it-katex';
import MarkdownIt from 'markdown-it';
import taskLists from 'markdown-it-task-lists';
import { highlightCode } from './highlight';
import { sanitizeHtml } from './sanitize-html';

/*
 * Both plugins are CommonJS, which bundlers and Node hand over differently: the function itself, or an object
 * whose `default` it is (Vite's production build does the latter).
 */
const pluginOf = <P>(module: P | { default: P }): P =>
  typeof module === 'function' ? module : (module as { default: P }).default;

/*
 * CommonMark with GitHub's tables and strikethrough (markdown-it's defaults), task lists, fenced code with
 * highlighting, and maths between $…$ or $$…$$. Raw HTML is parsed as GitHub does, then sanitised with the rest.
 */
const md = new MarkdownIt({ html: true, linkify: true, highlight: highlightCode })
  .use(pluginOf(taskLists))
  // MathML output needs no KaTeX fonts or stylesheet (Chromium renders MathML); the plugin passes the
  // options on to KaTeX, though its type does not list them.
  .use(pluginOf(markdownKatex), { throwOnError: false, output: 'mathml' } as Parameters<
    typeof markdownKatex
  >[1]);

/** A learner's Markdown as safe HTML, ready to set as an element's inner HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(md.render(source));
}
