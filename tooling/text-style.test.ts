/// <reference types="vite/client" />
import * as shared from '@teachloop/shared';
import { describe, expect, it } from 'vitest';

/*
 * The app's own words follow one style (docs/decisions): sentence case for buttons, headings and
 * labels, and a full stop at the end of a message that is a sentence. The spec's own texts are a contract and
 * stay exactly as the spec writes them, whatever their style: they are listed below, word for word.
 */

/** Texts the spec gives word for word (product-spec.md), in Title Case or without a full stop. */
const SPEC_TEXTS = new Set([
  'Create Account',
  'Log In',
  'Join Now',
  'View Course',
  'Find a Circle',
  'Join the Movement',
  'Join the Community',
  'Learn Better by Teaching Each Other',
  'Accept Challenge',
  'Mark Complete',
  'Challenge Board',
  'Peer Feedback',
  'Skill Portfolio',
  'Learning Circles',
  'Gamification & Recognition',
  'Create Challenges',
  'Structured Challenges',
  'Peer-to-Peer Learning',
  'Verified Skills',
  'Full Name',
  'Confirm Password',
  'Continue with Google',
  'Sign up with Google',
  'Challenge not found',
  'Teach-back not found',
  'No recent activity',
  'No badges yet',
]);

/** Words that keep their capital inside a sentence: names, units, and the levels and values the spec names. */
const PROPER_WORDS = new Set([
  'I',
  'XP',
  'UTC',
  'Teachloop',
  'Google',
  'Unicode',
  'PNG',
  'JPEG',
  'WebP',
  'GIF',
  'MB',
  'KB',
  'Monday',
  'Beginner',
  'Intermediate',
  'Advanced',
  'All',
  'Open',
  'Private',
  'Markdown',
  'Terms',
  'Privacy',
  'Policy',
  'Firestore',
]);

/** Names of buttons, tabs and pages the app's sentences point to ('find it under To give'), kept as shown. */
const QUOTED_UI_NAMES = ['To give', 'Load more', 'Find a Circle', 'Open to teach', 'Forgot password?'];

interface Text {
  where: string;
  text: string;
}

/** Every string in a catalogue, nested objects and arrays included; functions are called with sample values. */
function textsOf(where: string, value: unknown): Text[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, () => 'x');
    try {
      return textsOf(`${where}()`, (value as (...a: unknown[]) => unknown)(...args));
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(`${where}[${index}]`, item));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsOf(`${where}.${key}`, item));
  return [];
}

const webCatalogues = import.meta.glob<Record<string, unknown>>(
  ['../apps/web/src/**/*-texts.ts', '../apps/web/src/lib/load-texts.ts'],
  { eager: true },
);

const sharedCatalogues = Object.entries(shared).filter(([name]) => /_(MESSAGES|TEXTS|LABELS)$/.test(name));

function allTexts(): Text[] {
  const texts = sharedCatalogues.flatMap(([name, value]) => textsOf(name, value));
  for (const [file, module] of Object.entries(webCatalogues))
    for (const [name, value] of Object.entries(module))
      if (/_(TEXTS|MESSAGES|LABELS)$/.test(name)) texts.push(...textsOf(`${file}: ${name}`, value));
  return texts;
}

/** Capitalised words that are not a sentence's first, a proper word, or inside quotes or a UI name. */
function titleCaseWords(text: string): string[] {
  let rest = text.replace(/[“‘"][^”’"]*[”’"]/g, ' q ');
  for (const name of QUOTED_UI_NAMES) rest = rest.replaceAll(name, 'q');
  const words: string[] = [];
  for (const sentence of rest.split(/(?<=[.!?:;—–])\s+/)) {
    const tokens = sentence.split(/\s+/).filter(Boolean);
    for (const token of tokens.slice(1)) {
      const word = token.replace(/^[(“‘"'[]+|[)”’"'\],.!?:;…]+$/g, '');
      if (/^[A-Z][a-z]/.test(word) && !PROPER_WORDS.has(word) && !PROPER_WORDS.has(word.split(/[’'-]/)[0]!))
        words.push(word);
    }
  }
  return words;
}

describe('the style check', () => {
  it('bites on Title Case, and leaves sentence case, names and quoted titles alone', () => {
    expect(titleCaseWords('Create Account')).toEqual(['Account']);
    expect(titleCaseWords('Weekly Leaderboard')).toEqual(['Leaderboard']);
    expect(titleCaseWords('Request to join')).toEqual([]);
    expect(titleCaseWords('Earn XP on Teachloop. Then climb.')).toEqual([]);
    expect(titleCaseWords('You earned the “Well Explained” badge')).toEqual([]);
    expect(titleCaseWords('This review is yours to give: find it under To give.')).toEqual([]);
  });
});

describe('the app’s own texts', () => {
  const texts = allTexts();

  it('finds the catalogues it checks', () => {
    expect(sharedCatalogues.length).toBeGreaterThan(10);
    expect(Object.keys(webCatalogues).length).toBeGreaterThan(5);
    expect(texts.length).toBeGreaterThan(300);
  });

  it('are in sentence case, unless the spec writes them otherwise', () => {
    const titleCase = texts
      .filter(({ text }) => !SPEC_TEXTS.has(text))
      .map(({ where, text }) => ({ where, text, words: titleCaseWords(text) }))
      .filter(({ words }) => words.length > 0);
    expect(titleCase).toEqual([]);
  });

  it('use curly quotes and apostrophes and a real ellipsis', () => {
    expect(texts.filter(({ text }) => /["']|\.\.\./.test(text))).toEqual([]);
  });

  // Messages (errors and statuses, the *_MESSAGES catalogues) of four words or more are sentences. Labels,
  // placeholders and notification headlines (also e-mail subjects) are not, and carry no full stop.
  it('end a message that is a sentence with a full stop, unless the spec writes it otherwise', () => {
    const unfinished = texts.filter(
      ({ where, text }) =>
        /_MESSAGES\b/.test(where) &&
        !SPEC_TEXTS.has(text) &&
        text.trim().split(/\s+/).length >= 4 &&
        !/[.!?…][”’"]?$/.test(text.trim()),
    );
    expect(unfinished).toEqual([]);
  });
});
