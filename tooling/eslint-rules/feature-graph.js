/**
 * Two rules over the server's features (apps/server/src/features/<feature>/):
 *
 * - `feature-graph/no-cycle`: features do not depend on each other in circles. The graph is read from the
 *   features' files on disk (every relative import of a non-test file into another feature is an edge) and an
 *   import is refused when the feature it reaches already reaches back to the importing one. A module declared in
 *   FOUNDATIONS (tooling/server-surfaces.js) is a node of its own below every feature, so importing it is no
 *   dependency on its feature; a foundation itself may import only db/, shared and other foundations.
 * - `feature-graph/pure-helper`: a feature's file without a layer suffix (.repo, .service, .routes, .policy, .sql)
 *   is a pure helper: it imports no repo, service, routes, SQL piece or db/ module at run time (types are fine).
 *   A file that does acts as that layer and is named for it, so the layer zones see it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FOUNDATIONS } from '../server-surfaces.js';

const FEATURES_DIR = path.join('apps', 'server', 'src', 'features') + path.sep;
const LAYER_SUFFIX = /\.(repo|service|routes|policy|sql)\.ts$/;
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g;

/** The file's path under the features folder (forward slashes) and that folder's absolute path, or undefined. */
function featurePath(filename) {
  const at = filename.lastIndexOf(FEATURES_DIR);
  if (at === -1) return undefined;
  return {
    dir: filename.slice(0, at + FEATURES_DIR.length),
    rel: filename
      .slice(at + FEATURES_DIR.length)
      .split(path.sep)
      .join('/'),
  };
}

const isTest = (rel) => rel.endsWith('.test.ts') || rel.split('/').includes('test');
const isFoundation = (rel) => {
  const [feature, ...rest] = rel.split('/');
  return Object.hasOwn(FOUNDATIONS[feature] ?? {}, rest.join('/'));
};
/** A module's node in the feature graph: its feature, or the module itself when it is a foundation. */
const nodeOf = (rel) => (isFoundation(rel) ? rel : rel.split('/')[0]);

/** The module an import specifier names, relative to the features folder (undefined outside it). */
function resolveInFeatures(featuresDir, importerRel, specifier) {
  const absolute = path.resolve(featuresDir, path.dirname(importerRel), specifier);
  if (!absolute.startsWith(featuresDir)) return undefined;
  const rel = absolute.slice(featuresDir.length).split(path.sep).join('/');
  if (rel.endsWith('.ts') || rel.endsWith('.js')) return rel.replace(/\.js$/, '.ts');
  return fs.existsSync(`${absolute}.ts`) || !fs.existsSync(path.join(absolute, 'index.ts'))
    ? `${rel}.ts`
    : `${rel}/index.ts`;
}

function filesUnder(dir, rel = '') {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(dir, child);
    return entry.name.endsWith('.ts') ? [child] : [];
  });
}

const graphs = new Map();
/** node -> Map(node it imports -> one import that makes the edge), read once per lint run. */
function featureGraph(featuresDir) {
  if (graphs.has(featuresDir)) return graphs.get(featuresDir);
  const graph = new Map();
  for (const rel of filesUnder(featuresDir).filter((file) => !isTest(file))) {
    const from = nodeOf(rel);
    const source = fs.readFileSync(path.join(featuresDir, rel), 'utf8');
    for (const [, specifier] of source.matchAll(IMPORT_SPECIFIER)) {
      const target = resolveInFeatures(featuresDir, rel, specifier);
      if (target === undefined || nodeOf(target) === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(nodeOf(target))) graph.get(from).set(nodeOf(target), `${rel} → ${target}`);
    }
  }
  graphs.set(featuresDir, graph);
  return graph;
}

/** The shortest chain of imports from `start` to `goal` in the graph, or undefined when there is none. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const chain = [];
      for (let at = goal; at !== start; at = cameFrom.get(at))
        chain.unshift(graph.get(cameFrom.get(at)).get(at));
      return chain;
    }
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Calls `check(node, specifier, typeOnly)` for every import and re-export of the file. */
function eachImport(check) {
  const typeOnly = (node) =>
    node.importKind === 'type' ||
    node.exportKind === 'type' ||
    (node.specifiers?.length > 0 &&
      node.specifiers.every(
        (specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type',
      ));
  const declaration = (node) => {
    if (typeof node.source?.value === 'string') check(node.source, node.source.value, typeOnly(node));
  };
  return {
    ImportDeclaration: declaration,
    ExportNamedDeclaration: declaration,
    ExportAllDeclaration: declaration,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string') {
        check(node.source, node.source.value, false);
      }
    },
  };
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Server features do not depend on each other in circles.' },
    schema: [],
    messages: {
      cycle:
        "This import makes '{{from}}' depend on '{{to}}', which already depends on '{{from}}' ({{chain}}): a cycle between features. Keep the dependency one way: move the code that runs the other way to the higher feature, or have app.ts hand it in.",
      foundation:
        "'{{from}}' is a foundation (FOUNDATIONS in tooling/server-surfaces.js), below every feature: it imports only db/, shared and other foundations, not '{{to}}'.",
    },
  },
  create(context) {
    const at = featurePath(context.filename);
    if (at === undefined || isTest(at.rel)) return {};
    const from = nodeOf(at.rel);
    return eachImport((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = resolveInFeatures(at.dir, at.rel, specifier);
      if (target === undefined) return;
      const to = nodeOf(target);
      if (to === from) return;
      if (isFoundation(at.rel) && !isFoundation(target)) {
        context.report({ node, messageId: 'foundation', data: { from, to: target } });
        return;
      }
      const back = pathBetween(featureGraph(at.dir), to, from);
      if (back !== undefined)
        context.report({ node, messageId: 'cycle', data: { from, to, chain: back.join(', ') } });
    });
  },
};

const pureHelper = {
  meta: {
    type: 'problem',
    docs: {
      description: "A feature's unsuffixed file is a pure helper: no repo, service or db/ at run time.",
    },
    schema: [],
    messages: {
      layered:
        "'{{file}}' has no layer suffix, so it is a pure helper, yet it imports '{{specifier}}' at run time. Name the file for the layer it acts as (*.service.ts, *.repo.ts, …) or import types only.",
    },
  },
  create(context) {
    const at = featurePath(context.filename);
    if (at === undefined || isTest(at.rel) || LAYER_SUFFIX.test(at.rel) || !at.rel.endsWith('.ts')) return {};
    const serverSrc = path.dirname(at.dir.slice(0, -1)) + path.sep;
    return eachImport((node, specifier, typeOnly) => {
      if (typeOnly || !specifier.startsWith('.')) return;
      const absolute = path.resolve(at.dir, path.dirname(at.rel), specifier);
      const inDb = absolute.startsWith(path.join(serverSrc, 'db') + path.sep);
      if (inDb || /\.(repo|service|routes|sql)(\.ts)?$/.test(specifier)) {
        context.report({ node, messageId: 'layered', data: { file: at.rel, specifier } });
      }
    });
  },
};

export default { rules: { 'no-cycle': noCycle, 'pure-helper': pureHelper } };
