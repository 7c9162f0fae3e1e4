import {
  countOf,
  COURSE_SKILL_NOTE,
  isCourseSkill,
  publicProfilePath,
  type PublicProfile,
} from '@teachloop/shared';
import { escapeHtml } from '../../mail/escape-html';

/** The description a link preview shows: the bio, else a line from the level and skills. */
function descriptionOf(profile: PublicProfile): string {
  const skills = profile.verifiedSkills.map((skill) => skill.topic);
  const fallback = `Level ${profile.level} on Teachloop${skills.length ? `, verified in ${skills.join(', ')}` : ''}.`;
  return (profile.bio?.trim() || fallback).slice(0, 300);
}

function metaTags(profile: PublicProfile, publicUrl: string): string {
  const url = `${publicUrl}${publicProfilePath(profile.handle)}`;
  const title = `${profile.name} on Teachloop`;
  const tags: [string, string, string][] = [
    ['name', 'description', descriptionOf(profile)],
    ['property', 'og:title', title],
    ['property', 'og:description', descriptionOf(profile)],
    ['property', 'og:type', 'profile'],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
  ];
  if (profile.avatarUrl) {
    const image = profile.avatarUrl.startsWith('/') ? `${publicUrl}${profile.avatarUrl}` : profile.avatarUrl;
    tags.push(['property', 'og:image', image]);
  }
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
}

/** What a reader without JavaScript gets: the name, bio, level and verified skills. */
function readableBody(profile: PublicProfile): string {
  const skills = profile.verifiedSkills
    .map((skill) => {
      const how = isCourseSkill(skill.topic)
        ? COURSE_SKILL_NOTE
        : `verified by ${countOf(skill.peers, 'peer')}`;
      return `<li>${escapeHtml(skill.topic)}: ${how}</li>`;
    })
    .join('');
  return [
    '<main id="main">',
    `<h1>${escapeHtml(profile.name)}</h1>`,
    profile.bio ? `<p>${escapeHtml(profile.bio)}</p>` : '',
    `<p>Level ${profile.level} · ${profile.xp} XP · ${countOf(profile.teachbacksCompleted, 'teach-back')} · ${countOf(profile.reviewsGiven, 'review')}</p>`,
    skills ? `<h2>Verified skills</h2><ul>${skills}</ul>` : '',
    '</main>',
  ].join('');
}

/**
 * The app's index.html for /u/{handle}, with the profile's title, description, Open Graph and Twitter tags in the
 * head and a readable copy of it in the root (the app replaces it when it starts). Everything is escaped.
 */
export function renderPublicProfilePage(template: string, profile: PublicProfile, publicUrl: string): string {
  const title = `<title>${escapeHtml(`${profile.name} on Teachloop`)}</title>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', () => `  ${metaTags(profile, publicUrl)}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${readableBody(profile)}</div>`);
}
