import { linearEquations, missingNumbers } from './equations.ts';
import { evaluatingExpressions, simplifyingExpressions, writingExpressions } from './expressions.ts';

export const expressions = { evaluating: evaluatingExpressions, simplifying: simplifyingExpressions, writing: writingExpressions };
export const equations = { missing: missingNumbers, linear: linearEquations };
