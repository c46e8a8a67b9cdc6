import { z } from 'zod';
import { evaluateCel } from './cel.js';
import { GoTemplateError, renderGoTemplate } from './go-template.js';
import { parseGoTemplate } from './go-template-parse.js';
import { evaluateJavascript } from './javascript.js';
import { evaluateJsonPath } from './json-path.js';

const languages = ['expr', 'template', 'javascript', 'jsonPath'] as const;

/**
 * canary-checker's script fields (`test`, `display`, `transform`): exactly one of a CEL `expr`, a Go `template`, a
 * `javascript` script or a `jsonPath`, each evaluated over the result's variables. Go templates are parsed here, so a
 * syntax error is reported when the canary is applied, not at its first run.
 */
export const scriptSchema = z
  .object({
    expr: z.string().optional(),
    template: z.string().optional(),
    javascript: z.string().optional(),
    jsonPath: z.string().optional(),
  })
  .superRefine((s, ctx) => {
    const given = languages.filter((k) => s[k]?.trim());
    if (given.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: given.length
          ? `use one of expr, template, javascript or jsonPath, not ${given.join(' and ')}`
          : 'expr, template, javascript or jsonPath is required',
      });
      return;
    }
    if (s.template?.trim()) {
      try {
        parseGoTemplate(s.template);
      } catch (err) {
        if (!(err instanceof GoTemplateError)) throw err;
        ctx.addIssue({ code: 'custom', path: ['template'], message: err.message });
      }
    }
  });

export type Script = z.infer<typeof scriptSchema>;

/** The script's raw value: CEL's value, the template's text, the script's completion value, the path's match(es). */
export function evaluateScript(script: Script, vars: Record<string, unknown>): unknown {
  if (script.expr?.trim()) return evaluateCel(script.expr, vars);
  if (script.template?.trim()) return renderGoTemplate(script.template, vars);
  if (script.javascript?.trim()) return evaluateJavascript(script.javascript, vars);
  return evaluateJsonPath(script.jsonPath!, vars);
}

/** The script's source, for messages ("test failed: …"). */
export function scriptSource(script: Script): string {
  return (script.expr || script.template || script.javascript || script.jsonPath || '').trim();
}

/** `test`: passes on true, or on the text "true" (what a template or a script printing a verdict yields). */
export function scriptPasses(script: Script, vars: Record<string, unknown>): boolean {
  const v = evaluateScript(script, vars);
  return v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'true');
}

/** `display`: the script's value as the message; anything but a string as JSON. */
export function scriptText(script: Script, vars: Record<string, unknown>): string {
  return toText(evaluateScript(script, vars));
}

export function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)) ?? '';
}
