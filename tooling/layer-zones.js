/**
 * The import direction of ARCHITECTURE.md as `import-x/no-restricted-paths` zones: each zone says which files
 * (`target`) may not import which (`from`). Paths are relative to the repository root, where ESLint runs.
 */
import path from 'node:path';
import { FOUNDATIONS, PUBLIC_MODULES, PUBLIC_REPOS, PUBLIC_SERVICES } from './server-surfaces.js';

const server = 'apps/server/src';
const root = path.resolve(import.meta.dirname, '..');
const web = 'apps/web/src';

const serverZones = [
  {
    target: `${server}/db`,
    from: [`${server}/features`, `${server}/plugins`, `${server}/app.ts`, `${server}/app-deps.ts`],
    message: 'db/ is the bottom layer: it never imports features, plugins or the app.',
  },
  {
    target: `${server}/plugins`,
    from: `${server}/features`,
    message: 'plugins/ are cross-cutting and never import a feature; pass what they need in.',
  },
  {
    target: `${server}/features/**/*.routes.ts`,
    from: `${server}/features/**/*.repo.ts`,
    message: 'Routes call services; reads go through a service like writes do.',
  },
  {
    target: `${server}/features/**/*.repo.ts`,
    from: [
      `${server}/features/**/*.repo.ts`,
      `${server}/features/**/*.service.ts`,
      `${server}/features/**/*.routes.ts`,
    ],
    message: 'A repo is SQL over db/ only: it never imports another repo, a service or routes.',
  },
  {
    target: `${server}/features/**/*.sql.ts`,
    from: [
      `${server}/features/**/*.repo.ts`,
      `${server}/features/**/*.service.ts`,
      `${server}/features/**/*.routes.ts`,
    ],
    message: 'A SQL piece (*.sql.ts) is an expression repos compose: it imports db/ and policies only.',
  },
  {
    target: `${server}/features/**/*.policy.ts`,
    from: [`${server}/db/**`, `${server}/features/**/*.repo.ts`, `${server}/features/**/*.service.ts`],
    message: 'Policies are pure functions: no database, repo or service.',
  },
];

/**
 * A server feature offers others only what it declares (server-surfaces.js): its public repos, services and
 * modules, and its foundations. Another feature (its tests aside) importing anything else of it fails: a private
 * repo with the repo message, any other module (a service, a policy, a helper) with its own.
 */
function serverFeatureZones(features) {
  const declared = (feature, ...surfaces) =>
    surfaces.flatMap((surface) => Object.keys(surface[feature] ?? {}));
  // A glob zone's exceptions must be globs too, matched against absolute paths.
  const globOf = (feature, files) =>
    files.length === 0 ? [] : [path.join(root, server, 'features', feature, `@(${files.join('|')})`)];
  return features.flatMap((feature) => [
    {
      target: `${server}/features/!(${feature})/**/!(*.test).ts`,
      from: `${server}/features/${feature}/**/*.repo.ts`,
      except: globOf(feature, declared(feature, PUBLIC_REPOS, FOUNDATIONS)),
      message: `Another feature's private repo: call its service, or declare the repo public in tooling/server-surfaces.js.`,
    },
    {
      target: `${server}/features/!(${feature})/**/!(*.test).ts`,
      from: `${server}/features/${feature}/**/!(*.repo).ts`,
      except: globOf(feature, declared(feature, PUBLIC_SERVICES, PUBLIC_MODULES, FOUNDATIONS)),
      message: `Another feature's undeclared module: declare it in tooling/server-surfaces.js (PUBLIC_SERVICES or PUBLIC_MODULES) with its reason, or keep the code in its feature.`,
    },
  ]);
}

/** A feature may import only itself; composition across features lives in app/. */
function featureZones(features) {
  return features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in app/, share UI in components/.',
  }));
}

const webZones = (features) => [
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/ and lib/ are below features and app/: they never import them.',
  },
  {
    target: `${web}/components/ui`,
    from: `${web}/components/common`,
    message: 'components/ui is the design system and knows nothing app-specific.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features never import the app layer that composes them.',
  },
  ...featureZones(features),
];

const workspaceZones = [
  { target: 'apps/server', from: 'apps/web', message: 'The server and the web app never import each other.' },
  { target: 'apps/web', from: 'apps/server', message: 'The server and the web app never import each other.' },
  { target: 'packages/shared', from: 'apps', message: 'packages/shared imports nothing from the apps.' },
  { target: 'e2e', from: 'apps', message: 'End-to-end tests drive the built app, never its modules.' },
];

export function layerZones(webFeatures, serverFeatures) {
  return [...workspaceZones, ...serverZones, ...serverFeatureZones(serverFeatures), ...webZones(webFeatures)];
}
