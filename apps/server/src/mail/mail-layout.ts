import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Mail } from './mailer';
import { MAIL_COLOURS as C, MAIL_DARK_STYLE } from './mail-theme';

/** What every mail says, in one shape: the layout makes its HTML part and its text part from it. */
export interface MailContent {
  to: string;
  subject: string;
  heading: string;
  /** Paragraphs before the button. */
  paragraphs?: string[];
  /** A short list after the paragraphs (the weekly summary's figures). */
  lines?: string[];
  /** The one thing to do: a button in HTML, the link in full in both parts. */
  action: { label: string; href: string };
  /** Paragraphs after the button (how long the link works). */
  after?: string[];
  /** Why the reader got this mail, in the footer. */
  reason: string;
  /** Notification kinds: the one-click unsubscribe (the page, and the address mail clients POST to). */
  unsubscribe?: { page: string; post: string; settings: string };
  /** The link the dev outbox logs (a credential's link): the action's by default. */
  link?: string;
  replyTo?: Mail['replyTo'];
}

const MAIL_LAYOUT_TEXTS = {
  wordmark: 'Teachloop',
  tagline: 'Learn better by teaching each other.',
  linkAsText: 'If the button does not work, copy this link into your browser:',
  unsubscribeText: 'Unsubscribe from these e-mails with one click:',
  unsubscribe: 'Unsubscribe with one click',
  settings: 'All e-mail settings',
} as const;

const T = MAIL_LAYOUT_TEXTS;
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
// Long links break anywhere, so a 375 px screen never scrolls sideways.
const BREAK: CSSProperties = { wordBreak: 'break-all', overflowWrap: 'anywhere' };
// React Email's own doctype: the one most mail clients render predictably.
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

const paragraph = (text: string, key: number, style: CSSProperties = {}) =>
  h(
    Text,
    {
      key,
      className: 'tl-fg',
      style: { color: C.fg, fontSize: 16, lineHeight: '24px', margin: '0 0 16px', ...style },
    },
    text,
  );

function footer(content: MailContent): ReactNode {
  const small: CSSProperties = { color: C.muted, fontSize: 13, lineHeight: '20px', margin: '0 0 8px' };
  const link: CSSProperties = { color: C.primary, textDecoration: 'underline' };
  return h(
    Section,
    { style: { padding: '16px 8px 0' } },
    h(Text, { className: 'tl-muted', style: small }, content.reason),
    content.unsubscribe
      ? h(
          Text,
          { className: 'tl-muted', style: small },
          h(Link, { href: content.unsubscribe.page, className: 'tl-link', style: link }, T.unsubscribe),
          ' · ',
          h(Link, { href: content.unsubscribe.settings, className: 'tl-link', style: link }, T.settings),
        )
      : null,
    h(Text, { className: 'tl-muted', style: small }, `${T.wordmark} · ${T.tagline}`),
  );
}

function mailDocument(content: MailContent): ReactNode {
  const { action } = content;
  return h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, content.subject),
      h('style', { dangerouslySetInnerHTML: { __html: MAIL_DARK_STYLE } }),
    ),
    h(Preview, null, content.paragraphs?.[0] ?? content.heading),
    h(
      Body,
      {
        className: 'tl-body',
        style: { backgroundColor: C.bg, margin: 0, padding: '24px 0', fontFamily: FONT },
      },
      h(
        Container,
        { style: { maxWidth: 560, width: '100%', padding: '0 12px' } },
        h(
          Text,
          {
            className: 'tl-brand',
            style: {
              color: C.primary,
              fontSize: 20,
              fontWeight: 700,
              letterSpacing: '-0.01em',
              margin: '0 8px 16px',
            },
          },
          T.wordmark,
        ),
        h(
          Section,
          {
            className: 'tl-card',
            style: {
              backgroundColor: C.surface,
              border: `1px solid ${C.line}`,
              borderRadius: 12,
              padding: '28px 24px',
            },
          },
          h(
            Heading,
            {
              as: 'h1',
              className: 'tl-fg',
              style: { color: C.fg, fontSize: 22, lineHeight: '30px', fontWeight: 700, margin: '0 0 16px' },
            },
            content.heading,
          ),
          ...(content.paragraphs ?? []).map((text, index) => paragraph(text, index)),
          content.lines && content.lines.length > 0
            ? h(
                'ul',
                {
                  className: 'tl-fg',
                  style: {
                    color: C.fg,
                    fontSize: 16,
                    lineHeight: '26px',
                    margin: '0 0 16px',
                    paddingLeft: 22,
                  },
                },
                ...content.lines.map((line, index) => h('li', { key: index }, line)),
              )
            : null,
          h(
            Section,
            { style: { margin: '8px 0 20px' } },
            h(
              Button,
              {
                href: action.href,
                className: 'tl-button',
                style: {
                  backgroundColor: C.primary,
                  color: C.primaryFg,
                  borderRadius: 8,
                  fontSize: 16,
                  fontWeight: 600,
                  lineHeight: '20px',
                  padding: '12px 20px',
                  textDecoration: 'none',
                },
              },
              action.label,
            ),
          ),
          ...(content.after ?? []).map((text, index) => paragraph(text, index)),
          h(Hr, { className: 'tl-line', style: { borderColor: C.line, margin: '4px 0 16px' } }),
          h(
            Text,
            {
              className: 'tl-muted',
              style: { color: C.muted, fontSize: 13, lineHeight: '20px', margin: '0 0 4px' },
            },
            T.linkAsText,
          ),
          h(
            Text,
            { style: { fontSize: 13, lineHeight: '20px', margin: 0, ...BREAK } },
            h(
              Link,
              { href: action.href, className: 'tl-link', style: { color: C.primary, ...BREAK } },
              action.href,
            ),
          ),
        ),
        footer(content),
      ),
    ),
  );
}

/** The text part: the same words as the HTML, every link written out. */
function mailText(content: MailContent): string {
  const blocks = [
    T.wordmark,
    content.heading,
    ...(content.paragraphs ?? []),
    ...(content.lines && content.lines.length > 0
      ? [content.lines.map((line) => `- ${line}`).join('\n')]
      : []),
    `${content.action.label}:\n${content.action.href}`,
    ...(content.after ?? []),
    [
      '—',
      content.reason,
      ...(content.unsubscribe
        ? [
            `${T.unsubscribeText} ${content.unsubscribe.page}`,
            `${T.settings}: ${content.unsubscribe.settings}`,
          ]
        : []),
    ].join('\n'),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * One layout for every mail to a user: the Teachloop wordmark in text (no remote images), a heading, the body, one
 * button with its link also written out, and a footer saying why the mail came (and, for notifications, the
 * one-click unsubscribe, with its List-Unsubscribe headers, RFC 8058). React escapes every string it places, so
 * names and titles people typed are never markup; the text part carries them as typed.
 */
export function layoutMail(content: MailContent): Mail {
  const html = `${DOCTYPE}${renderToStaticMarkup(mailDocument(content))}`;
  return {
    to: content.to,
    subject: content.subject,
    text: mailText(content),
    html,
    link: content.link ?? content.action.href,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${content.unsubscribe.post}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
