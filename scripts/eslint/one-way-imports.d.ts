import type { Rule } from 'eslint';

export const oneWayImports: Rule.RuleModule;
