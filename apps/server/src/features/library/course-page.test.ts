import type { Course, PathItem, PublishedExplanation } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_EXPLANATIONS, renderCoursePage, renderPathItemPage } from './course-page';

/** The shape of the build's prerender/_shell.html: a multi-line description and the frame's loading main. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Teachloop — learn by teaching</title>
    <meta
      name="description"
      content="Teachloop helps students learn."
    />
  </head>
  <body>
    <div id="root"><div class="flex"><header>Site</header><main id="main" tabindex="-1" class="flex-1"><!--$--><div role="status" aria-live="polite" class="min-h-dvh"><span class="sr-only">Loading…</span></div><!--/$--></main><footer>Links</footer></div></div>
  </body>
</html>
`;

const HOSTILE = `<img src=x onerror="alert(1)"> & 'quotes'`;
const ESCAPED = '&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#39;quotes&#39;';

const item: PathItem = {
  slug: 'odd-item',
  title: `Item ${HOSTILE}`,
  prompt: `Prompt ${HOSTILE} `.repeat(20),
  level: 'Beginner',
  topic: 'Odd',
  keyIdeas: [`Idea ${HOSTILE}`],
};

const course: Course = {
  slug: 'odd-course',
  title: `Course ${HOSTILE}`,
  subject: 'Odd',
  level: 'Beginner',
  description: `Description ${HOSTILE}`,
  challenges: 1,
  weeks: 1,
  topics: ['Odd'],
  levels: ['Beginner'],
  path: [item],
};

const explanation = (n: number, handle: string | null): PublishedExplanation => ({
  teachbackId: `tb-${n}`,
  course: course.slug,
  item: item.slug,
  title: `Explanation ${n}`,
  body: `First paragraph ${n} ${HOSTILE}\n\n<script>alert(${n})</script>`,
  stars: 5,
  helpful: 10 - n,
  publishedAt: n,
  author: { name: `Author ${n}`, handle },
  markedHelpful: false,
});

describe('the course pages rendered into the layout frame', () => {
  it('puts the course in the frame’s main, replacing its placeholder, with one title and one description', () => {
    const html = renderCoursePage(SHELL, course, course.path, 'https://teach.example');
    expect(html).toContain('<header>Site</header><main id="main" tabindex="-1" class="flex-1"><div');
    expect(html).toContain('</ol></div></div></main><footer>Links</footer>');
    expect(html).not.toContain('Loading…');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<title>Course ${ESCAPED} · Teachloop</title>`);
    expect(html).toContain('<link rel="canonical" href="https://teach.example/explore/odd-course" />');
    expect(html).toContain(`<meta property="og:description" content="Description ${ESCAPED}" />`);
    expect(html).toContain(`href="/explore/odd-course/odd-item">Item ${ESCAPED}</a>`);
    expect(html).not.toContain('<img');
  });

  it('renders an item with its top explanations as escaped paragraphs, the author linking to a public profile', () => {
    const many = [1, 2, 3, 4].map((n) => explanation(n, n === 1 ? 'author-one' : null));
    const html = renderPathItemPage(SHELL, course, item, many, 'https://teach.example');
    expect(PRERENDERED_EXPLANATIONS).toBe(3);
    expect(html).toContain('>Explanation 3</h3>');
    expect(html).not.toContain('Explanation 4');
    expect(html).toContain('By <a class="text-primary underline" href="/u/author-one">Author 1</a>');
    expect(html).toContain('By Author 2 ·');
    expect(html).toContain(`>First paragraph 1 ${ESCAPED}</p>`);
    expect(html).toContain('>&#60;script&#62;alert(1)&#60;/script&#62;</p>');
    expect(html).toContain(`<li>Idea ${ESCAPED}</li>`);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    // The description is the prompt, cut at a word to fit a link preview.
    const description = /<meta name="description" content="([^"]*)" \/>/.exec(html)![1]!;
    expect(description.startsWith('Prompt &#60;img')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
  });
});
