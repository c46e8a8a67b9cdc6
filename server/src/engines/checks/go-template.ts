import { memoByText } from '../../lib/memo-by-text.js';
import { funcs, lazyFuncs, printValue, truth } from './go-template-funcs.js';
import {
  GoTemplateError,
  parseGoTemplate,
  type ControlNode,
  type Operand,
  type Pipeline,
  type TemplateNode,
} from './go-template-parse.js';

export { GoTemplateError } from './go-template-parse.js';

/** A template cannot run away: at most this much output and this many evaluation steps (nested ranges). */
const MAX_OUTPUT = 1_000_000;
const MAX_STEPS = 1_000_000;

/** Parses once per distinct template (specs repeat every run). */
const compile = memoByText(parseGoTemplate);

class Break {}
class Continue {}

/**
 * Executes a Go text/template (the subset of go-template-parse.ts) with `data` as `.` and `$`. Field lookups read
 * own properties only (never a prototype's), a missing field is nil (printed `<no value>`), and errors throw
 * GoTemplateError as Go's text/template would report them.
 */
export function renderGoTemplate(src: string, data: unknown): string {
  const tree = compile(src);
  let out = '';
  let steps = 0;
  const scopes: Array<Map<string, unknown>> = [new Map([['$', data]])];

  function tick(): void {
    if (++steps > MAX_STEPS) throw new GoTemplateError('template: too many steps');
  }

  function emit(s: string): void {
    out += s;
    if (out.length > MAX_OUTPUT) throw new GoTemplateError(`template: output over ${MAX_OUTPUT} characters`);
  }

  function lookup(name: string): unknown {
    for (let i = scopes.length - 1; i >= 0; i--) if (scopes[i]!.has(name)) return scopes[i]!.get(name);
    throw new GoTemplateError(`template: undefined variable: ${name}`);
  }

  function field(v: unknown, path: string[]): unknown {
    let cur = v;
    for (const key of path) {
      if (cur === null || cur === undefined) return undefined;
      if (typeof cur !== 'object' || Array.isArray(cur))
        throw new GoTemplateError(
          `template: can't evaluate field ${key} in type ${Array.isArray(cur) ? 'slice' : typeof cur}`,
        );
      cur = Object.hasOwn(cur, key) ? (cur as Record<string, unknown>)[key] : undefined;
    }
    return cur;
  }

  function operand(op: Operand, dot: unknown): unknown {
    tick();
    switch (op.k) {
      case 'dot':
        return dot;
      case 'lit':
        return op.value;
      case 'field':
        return field(dot, op.path);
      case 'var':
        return field(lookup(op.name), op.path);
      case 'pipe':
        return field(pipeline(op.pipe, dot), op.path);
      case 'fn':
        return call(op.name, [], dot, undefined, false);
    }
  }

  function call(name: string, args: Operand[], dot: unknown, piped: unknown, hasPiped: boolean): unknown {
    const lazy = lazyFuncs[name];
    if (lazy) {
      const thunks = args.map((a) => () => operand(a, dot));
      if (hasPiped) thunks.push(() => piped);
      if (!thunks.length) throw new GoTemplateError(`template: wrong number of args for ${name}`);
      return lazy(thunks);
    }
    const fn = Object.hasOwn(funcs, name) ? funcs[name] : undefined;
    if (!fn) throw new GoTemplateError(`template: function "${name}" not defined`);
    const values = args.map((a) => operand(a, dot));
    if (hasPiped) values.push(piped);
    return fn(...values);
  }

  function pipeline(p: Pipeline, dot: unknown): unknown {
    let value: unknown = undefined;
    p.cmds.forEach((cmd, i) => {
      const [head, ...args] = cmd;
      if (head!.k === 'fn') value = call(head!.name, args, dot, value, i > 0);
      else if (args.length || i > 0) {
        throw new GoTemplateError(`template: can't give argument to non-function ${describe(head!)}`);
      } else value = operand(head!, dot);
    });
    for (const name of p.decl) {
      if (!p.assign) scopes[scopes.length - 1]!.set(name, value);
      else {
        const scope = [...scopes].reverse().find((s) => s.has(name));
        if (!scope) throw new GoTemplateError(`template: undefined variable: ${name}`);
        scope.set(name, value);
      }
    }
    return value;
  }

  function scoped(nodes: TemplateNode[], dot: unknown, vars?: Array<[string, unknown]>): void {
    scopes.push(new Map(vars));
    try {
      run(nodes, dot);
    } finally {
      scopes.pop();
    }
  }

  function range(node: ControlNode, dot: unknown): void {
    // `range $v := x` binds the element; `range $i, $v := x` binds index (or key) and element.
    const [first, second] = node.pipe.decl;
    const value = pipeline({ ...node.pipe, decl: [] }, dot);
    let entries: Array<[unknown, unknown]>;
    if (Array.isArray(value)) entries = value.map((v, i) => [i, v]);
    else if (typeof value === 'number' && Number.isInteger(value))
      entries = Array.from({ length: Math.max(0, value) }, (_, i) => [i, i]);
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      entries = Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]);
    } else if (value === null || value === undefined) entries = [];
    else throw new GoTemplateError(`template: range can't iterate over ${printValue(value)}`);
    if (!entries.length) {
      if (node.else) scoped(node.else, dot);
      return;
    }
    for (const [key, item] of entries) {
      const vars: Array<[string, unknown]> = second
        ? [
            [first!, key],
            [second, item],
          ]
        : first
          ? [[first, item]]
          : [];
      try {
        scoped(node.then, item, vars);
      } catch (err) {
        if (err instanceof Break) break;
        if (!(err instanceof Continue)) throw err;
      }
    }
  }

  function run(nodes: TemplateNode[], dot: unknown): void {
    for (const node of nodes) {
      tick();
      switch (node.k) {
        case 'text':
          emit(node.text);
          break;
        case 'action': {
          const v = pipeline(node.pipe, dot);
          if (!node.pipe.decl.length) emit(printValue(v));
          break;
        }
        case 'if':
        case 'with': {
          scopes.push(new Map());
          try {
            const v = pipeline(node.pipe, dot);
            if (truth(v)) run(node.then, node.k === 'with' ? v : dot);
            else if (node.else) run(node.else, dot);
          } finally {
            scopes.pop();
          }
          break;
        }
        case 'range':
          range(node, dot);
          break;
        case 'break':
          throw new Break();
        case 'continue':
          throw new Continue();
      }
    }
  }

  run(tree, data);
  return out;
}

function describe(op: Operand): string {
  if (op.k === 'field') return `.${op.path.join('.')}`;
  if (op.k === 'var') return [op.name, ...op.path].join('.');
  if (op.k === 'lit') return JSON.stringify(op.value);
  return op.k;
}
