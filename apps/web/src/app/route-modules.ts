import type { ComponentType } from 'react';

type PageModule = () => Promise<ComponentType>;

/**
 * Each page's code, loaded on demand (one chunk per page), keyed by its path in the route table. The route
 * table renders each page through this table (page-loader.ts), links preload from it, and the size check
 * (scripts/check-bundle-size.ts) reads the import paths here to know which chunk serves which route, so this
 * table is the one place that maps a path to its code.
 */
export const routeModules = {
  '/': () => import('./routes/home-page').then((m) => m.HomePage),
  '/about': () => import('./routes/about-page').then((m) => m.AboutPage),
  '/explore': () => import('./routes/explore-page').then((m) => m.ExplorePage),
  '/explore/:slug': () => import('./routes/course-page').then((m) => m.CoursePage),
  '/contact': () => import('./routes/contact-page').then((m) => m.ContactPage),
  '/login': () => import('./routes/login-page').then((m) => m.LoginPage),
  '/signup': () => import('./routes/signup-page').then((m) => m.SignupPage),
  '/reset-password': () => import('./routes/reset-password-page').then((m) => m.ResetPasswordPage),
  '/verify-email': () => import('./routes/verify-email-page').then((m) => m.VerifyEmailPage),
  '/sign-in-link': () => import('./routes/sign-in-link-page').then((m) => m.SignInLinkPage),
  '/community': () => import('./routes/community-page').then((m) => m.CommunityPage),
  '/challenges': () => import('./routes/challenges-page').then((m) => m.ChallengesPage),
  '/leaderboard': () => import('./routes/leaderboard-page').then((m) => m.LeaderboardPage),
  '/how-xp-works': () => import('./routes/how-xp-works-page').then((m) => m.HowXpWorksPage),
  '/unsubscribe': () => import('./routes/unsubscribe-page').then((m) => m.UnsubscribePage),
  '/terms': () => import('./routes/terms-page').then((m) => m.TermsPage),
  '/privacy': () => import('./routes/privacy-page').then((m) => m.PrivacyPage),
  '/u/:handle': () => import('./routes/public-profile-page').then((m) => m.PublicProfilePage),
  '/teachbacks': () => import('./routes/teachbacks-page').then((m) => m.TeachbacksPage),
  '/challenges/create': () => import('./routes/create-challenge-page').then((m) => m.CreateChallengePage),
  '/dashboard': () => import('./routes/dashboard-page').then((m) => m.DashboardPage),
  '/circles': () => import('./routes/circles-page').then((m) => m.CirclesPage),
  '/circles/:id': () => import('./routes/circle-page').then((m) => m.CirclePage),
  '/activity': () => import('./routes/activity-page').then((m) => m.ActivityPage),
  '/notifications': () => import('./routes/notifications-page').then((m) => m.NotificationsPage),
  '/settings/notifications': () =>
    import('./routes/notification-settings-page').then((m) => m.NotificationSettingsPage),
  '/settings/account': () => import('./routes/account-settings-page').then((m) => m.AccountSettingsPage),
  '/settings/profile': () => import('./routes/profile-settings-page').then((m) => m.ProfileSettingsPage),
  '/feedback': () => import('./routes/feedback-page').then((m) => m.FeedbackPage),
  '/challenges/:id': () => import('./routes/challenge-redirect').then((m) => m.ChallengeRedirect),
  '/challenges/:id/work': () => import('./routes/challenge-work-page').then((m) => m.ChallengeWorkPage),
  '/teachbacks/:id/work': () => import('./routes/teachback-work-page').then((m) => m.TeachbackWorkPage),
  '/portfolio': () => import('./routes/portfolio-page').then((m) => m.PortfolioPage),
  '/moderation': () => import('./routes/moderation-page').then((m) => m.ModerationPage),
  '*': () => import('./routes/not-found-page').then((m) => m.NotFoundPage),
  '/auth/google': () => import('./routes/google-popup-start-page').then((m) => m.GooglePopupStart),
  '/auth/popup-complete': () =>
    import('./routes/google-popup-complete-page').then((m) => m.GooglePopupComplete),
} satisfies Record<string, PageModule>;

export type RoutePath = keyof typeof routeModules;

/**
 * Addresses a page serves besides its own: /feedback/{id} is the feedback list with its side panel open;
 * /explore/{slug}/{item} is an item of the course's learning path, in the course page's chunk (a page of its own
 * would add its import and preload list to the entry every page loads).
 */
export const PAGE_SUBPATHS: Partial<Record<RoutePath, string[]>> = {
  '/feedback': ['/feedback/:id', '/feedback/open/:id'],
  '/explore/:slug': ['/explore/:slug/:item'],
};
