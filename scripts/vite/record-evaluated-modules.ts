// For the prerender's server bundle only: each of our source modules notes its path in a global set when it
// is evaluated. A page rendered in a fresh worker has then evaluated exactly the modules it needs, and the
// client build's manifest turns those paths into the CSS and script chunks its HTML must link.
import path from 'node:path';
import type { Plugin } from 'vite';

export const EVALUATED_MODULES_GLOBAL = '__degreemateEvaluatedModules';

export function recordEvaluatedModules(root: string): Plugin {
  const sourceFolder = path.join(root, 'src') + path.sep;
  return {
    name: 'degreemate:record-evaluated-modules',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(sourceFolder) || !/\.[jt]sx?$/.test(id)) return null;
      // The client manifest's keys are paths from the project root, with forward slashes.
      const key = JSON.stringify(path.relative(root, id).split(path.sep).join('/'));
      return { code: `${code}\n;(globalThis.${EVALUATED_MODULES_GLOBAL} ??= new Set()).add(${key});\n`, map: null };
    },
  };
}
