/*
 * What `react` resolves to in the build and the component tests (vite.config.ts; docs/decisions/016):
 * preact/compat, with one hook replaced.
 *
 * Preact's useId numbers ids per render root, and a portal's subtree can start a count of its own: in a Radix
 * sheet, a form that mounted after the sheet opened got ids that the page behind already used, so its labels
 * named the wrong controls. The app never hydrates server HTML (main.tsx replaces the prerendered markup), so
 * ids need only be unique in this page: a counter is enough, and never repeats.
 */
import compat from 'preact/compat';
import { useState } from 'preact/hooks';

// @ts-expect-error preact/compat's types declare `export =`; its ES module has the named exports re-exported here.
export * from 'preact/compat';

let nextId = 0;

export function useId(): string {
  const [id] = useState(() => `id-${(nextId++).toString(36)}`);
  return id;
}

export default { ...compat, useId };
