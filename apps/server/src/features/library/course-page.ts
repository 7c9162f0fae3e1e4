import {
  countOf,
  publicProfilePath,
  type Course,
  type PathItem,
  type PublishedExplanation,
} from '@teachloop/shared';
import { escapeHtml } from '../../mail/escape-html';

/** The site's name in titles and link previews, as the app's own tab titles end. */
const SITE = 'Teachloop';

/** A link preview's description: at most this many characters, cut at a word. */
const DESCRIPTION_LENGTH = 200;

const coursePath = (course: string) => `/explore/${course}`;
const pathItemPath = (course: string, item: string) => `/explore/${course}/${item}`;

/** What a page says about itself in its head: title, description, canonical address and preview kind. */
interface PageHead {
  title: string;
  description: string;
  path: string;
  type: 'website' | 'article';
}

/** One paragraph of text, whitespace folded, cut at a word with an ellipsis when longer than `max`. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function headTags(head: PageHead, publicUrl: string): string {
  const url = `${publicUrl}${head.path}`;
  const tags: [string, string, string][] = [
    ['name', 'description', head.description],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:type', head.type],
    ['property', 'og:url', url],
    ['property', 'og:site_name', SITE],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
  ];
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/** The layout frame's main element (prerender/_shell.html): its loading placeholder is replaced by the page. */
const SHELL_MAIN = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;

/**
 * The app's page with this head and body: the title and description replaced, the canonical link, Open Graph
 * and Twitter tags added, and the body placed in the layout frame's main element (or, in a page without the
 * frame, in the root inside a main of its own). The root carries no prerendered path, so the app replaces it
 * (createRoot) rather than hydrating it: signed in or not, it then draws the page the viewer should see.
 */
function renderPage(template: string, head: PageHead, body: string, publicUrl: string): string {
  const withHead = template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', () => `  ${headTags(head, publicUrl)}\n  </head>`);
  // The app's page container (Container, PageHeading's top space), so the app's page takes over in place.
  const article = `<div class="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10"><div class="max-w-3xl">${body}</div></div>`;
  if (SHELL_MAIN.test(withHead))
    return withHead.replace(SHELL_MAIN, (_, open, close) => open + article + close);
  return withHead.replace(
    '<div id="root"></div>',
    () => `<div id="root"><main id="main">${article}</main></div>`,
  );
}

const link = (href: string, text: string) =>
  `<a class="text-primary underline" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** /explore/{course}: the course's title and description, then its path, each item linking to its page. */
export function renderCoursePage(
  template: string,
  course: Course,
  path: readonly PathItem[],
  publicUrl: string,
): string {
  const items = path
    .map(
      (item) =>
        `<li>${link(pathItemPath(course.slug, item.slug), item.title)} <span class="text-sm text-muted">${escapeHtml(item.level)}</span></li>`,
    )
    .join('');
  const body = [
    `<p class="text-sm text-muted">${escapeHtml(course.subject)} · ${escapeHtml(course.level)}</p>`,
    `<h1 class="text-3xl font-bold text-fg">${escapeHtml(course.title)}</h1>`,
    `<p class="mt-2">${escapeHtml(course.description)}</p>`,
    `<p class="mt-2 text-sm text-muted">${countOf(path.length, 'challenge')} · ${countOf(course.weeks, 'week')}</p>`,
    `<h2 class="mt-8 text-xl font-semibold text-fg">Learning path</h2>`,
    `<ol class="mt-4 list-decimal pl-5">${items}</ol>`,
  ].join('');
  const head: PageHead = {
    title: `${course.title} · ${SITE}`,
    description: clip(course.description, DESCRIPTION_LENGTH),
    path: coursePath(course.slug),
    type: 'website',
  };
  return renderPage(template, head, body, publicUrl);
}

/**
 * An explanation's Markdown as escaped plain text, one paragraph per blank-line-separated block: the app renders
 * the Markdown itself once it starts; here nothing the author wrote can become markup.
 */
function plainParagraphs(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p class="mt-2 whitespace-pre-line">${escapeHtml(block)}</p>`)
    .join('');
}

function explanationArticle(explanation: PublishedExplanation): string {
  const { author } = explanation;
  const by = author.handle ? link(publicProfilePath(author.handle), author.name) : escapeHtml(author.name);
  return [
    '<article class="mt-6">',
    `<h3 class="font-semibold text-fg">${escapeHtml(explanation.title)}</h3>`,
    `<p class="text-sm text-muted">By ${by} · ${countOf(explanation.stars, 'star')} · ${countOf(explanation.helpful, 'helpful mark')}</p>`,
    plainParagraphs(explanation.body),
    '</article>',
  ].join('');
}

/** How many of an item's published explanations its server-rendered page shows: the top of the ranking. */
export const PRERENDERED_EXPLANATIONS = 3;

/**
 * /explore/{course}/{item}: the item's title, prompt and key ideas, and the top of its published explanations
 * (already read as anyone may read them: no hidden item, no suspended author).
 */
export function renderPathItemPage(
  template: string,
  course: Course,
  item: PathItem,
  explanations: readonly PublishedExplanation[],
  publicUrl: string,
): string {
  const keyIdeas = item.keyIdeas.map((idea) => `<li>${escapeHtml(idea)}</li>`).join('');
  const library = explanations.length
    ? explanations.slice(0, PRERENDERED_EXPLANATIONS).map(explanationArticle).join('')
    : '<p class="mt-4 text-muted">No published explanations yet. Teach it and be the first.</p>';
  const body = [
    `<p class="text-sm">${link(coursePath(course.slug), course.title)}</p>`,
    `<h1 class="mt-2 text-3xl font-bold text-fg">${escapeHtml(item.title)}</h1>`,
    `<p class="mt-2 text-sm text-muted">${escapeHtml(item.level)} · ${escapeHtml(item.topic)}</p>`,
    `<p class="mt-4">${escapeHtml(item.prompt)}</p>`,
    `<h2 class="mt-8 text-xl font-semibold text-fg">Key ideas</h2>`,
    `<ul class="mt-4 list-disc pl-5">${keyIdeas}</ul>`,
    `<h2 class="mt-8 text-xl font-semibold text-fg">Published explanations</h2>`,
    library,
  ].join('');
  const head: PageHead = {
    title: `${item.title} · ${course.title} · ${SITE}`,
    description: clip(item.prompt, DESCRIPTION_LENGTH),
    path: pathItemPath(course.slug, item.slug),
    type: 'article',
  };
  return renderPage(template, head, body, publicUrl);
}
