// layout.css imports styles/index.css itself (see the note there), so it is the one stylesheet entry.
import './app/layout/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { initAnalytics } from './lib/analytics';
import { initTheme } from './lib/theme';

// Before the first render, so a stored theme choice paints with the first frame.
initTheme();

// Created once, at startup: the router owns the browser history for the life of the page.
const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">.');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// After rendering: analytics is optional and must never delay or break the page.
void initAnalytics();
