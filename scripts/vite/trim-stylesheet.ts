// A public page's copy of the app's stylesheet, cut to what its prerendered markup uses: the rules whose
// classes all appear in the page, and the custom properties those rules and the page's inline styles reach.
// Most of Mantine's stylesheet is components the page never shows and colour variables it never reads, and
// the whole of it blocks the first paint. The full stylesheet is added once the app runs (src/app/island/
// start-app.ts), for what the app renders afterwards.
import postcss, { type Declaration, type Rule } from 'postcss';

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;
// A class under :not() need not be in the page for the rule to apply.
const NEGATION = /:not\([^()]*\)/g;

/** The class names in `html`'s class attributes. */
export function classesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
}

function selectorApplies(selector: string, classes: Set<string>): boolean {
  return [...selector.replace(NEGATION, '').matchAll(CLASS)].every((match) => classes.has(match[1]!));
}

const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name);

/**
 * `otherStylesheets`: the text of the page's other stylesheets, linked whole. The custom properties their
 * rules for the page read stay defined here too (the public header's border reads a Mantine colour from its
 * module's own file): one left undefined voids the declaration reading it until the app adds the whole file,
 * and the page moves then.
 */
export function trimStylesheet(css: string, html: string, otherStylesheets: string[] = []): string {
  const classes = classesIn(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) => selectorApplies(selector, classes));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });

  // Custom properties: those the kept rules' other declarations, the page itself (inline styles, Mantine's
  // <style> of theme variables) and its other stylesheets read, then whatever those are defined with, until
  // nothing new is reached.
  const definitions = new Map<string, Declaration[]>();
  const used = new Set<string>();
  const readIn = (text: string) => [...text.matchAll(VARIABLE_USE)].map((match) => match[1]!);
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration]);
    else for (const name of readIn(declaration.value)) used.add(name);
  });
  for (const name of readIn(html)) used.add(name);
  for (const other of otherStylesheets) {
    postcss.parse(other).walkRules((rule) => {
      if (rule.selectors.some((selector) => selectorApplies(selector, classes))) {
        rule.walkDecls((declaration) => readIn(declaration.value).forEach((name) => used.add(name)));
      }
    });
  }
  const pending = [...used];
  while (pending.length > 0) {
    for (const declaration of definitions.get(pending.pop()!) ?? []) {
      for (const name of readIn(declaration.value)) {
        if (!used.has(name)) {
          used.add(name);
          pending.push(name);
        }
      }
    }
  }
  for (const [name, declarations] of definitions) if (!used.has(name)) for (const declaration of declarations) declaration.remove();

  // Whatever was emptied, innermost first.
  root.walkRules((rule) => {
    if (!inKeyframes(rule) && rule.nodes.length === 0) rule.remove();
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
