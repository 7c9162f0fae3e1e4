import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

/*
 * Only the languages learners write most, not highlight.js's full bundle (about 190 languages). Each brings its
 * own aliases: js, ts, py, sh, html, c, c++… A fence in another language is shown plain.
 */
const LANGUAGES = { bash, cpp, css, java, javascript, json, python, sql, typescript, xml };
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/**
 * A fenced block's code as highlighted HTML (spans with `hljs-*` classes, text escaped by highlight.js), or ''
 * when the language is unknown or not given, for the code to be shown plain.
 */
export function highlightCode(code: string, language: string): string {
  if (!language || !hljs.getLanguage(language)) return '';
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
