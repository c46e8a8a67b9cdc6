import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', '.opsdeck/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...featureBoundaries('server/src/features', 'ts'),
  ...featureBoundaries('web/src/features', '{ts,tsx}'),
);

/** Features never import each other (STYLE.md 1): one rule per feature naming its sibling folders. */
function featureBoundaries(dir, ext) {
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.map((feature) => {
    const others = features.filter((f) => f !== feature);
    return {
      files: [`${dir}/${feature}/**/*.${ext}`],
      rules: {
        'no-restricted-imports': [
          'error',
          others.length
            ? {
                patterns: [
                  {
                    regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
                    message: 'features never import each other; move what both need into lib/, components/ or common/',
                  },
                ],
              }
            : { patterns: [] },
        ],
      },
    };
  });
}
