import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Views only render (STYLE.md): flow state lives in machines, so src/views may not hold state or run effects.
 * Purely visual state may, on a line introduced by
 * `// eslint-disable-next-line teachkit/views-only-render -- visual state: <why>`; a disable without that
 * justification is itself reported.
 */
const stateHooks = /^(useState|useReducer|useEffect|useLayoutEffect)$/;
const viewsOnlyRender = {
  meta: {
    type: 'problem',
    messages: {
      flowState: '{{name}} in a view: put flow state and effects in a machine (src/machines), or justify purely visual state.',
      justify: 'Disabling teachkit/views-only-render needs "-- visual state: <why>".',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        const name =
          callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;
        if (name && stateHooks.test(name)) context.report({ node, messageId: 'flowState', data: { name } });
      },
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value;
          if (/eslint-disable/.test(text) && text.includes('teachkit/views-only-render') && !/--\s*visual state:\s*\S/.test(text)) {
            context.report({ loc: comment.loc, messageId: 'justify' });
          }
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'coverage', 'drizzle', 'statecharts', '.tools'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The browser shares shapes with the server through src/contracts, never by reaching into server code.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\.?/)+server(/|$)', message: 'Import the shared shape from src/contracts instead.' }] }],
    },
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    plugins: { teachkit: { rules: { 'views-only-render': viewsOnlyRender } } },
    rules: { 'teachkit/views-only-render': 'error' },
  },
);
