import vm from 'node:vm';

/** A script gets this long, per evaluation, before it is stopped (a `while (true) {}` fails the check, not the engine). */
export const JAVASCRIPT_TIMEOUT_MS = 1_000;

/**
 * Defined in the sandbox before each script: the result's variables (parsed from JSON inside the sandbox, so no
 * object of ours is reachable: `x.constructor.constructor('return process')()` finds only the sandbox's own
 * Function) and a small underscore-like `_` with the helpers canary-checker's examples use (`_.map(results, …)`).
 */
const PRELUDE = `
(function (g, json) {
  var vars = JSON.parse(json);
  for (var k in vars) g[k] = vars[k];
  var iter = function (c, f) {
    if (Array.isArray(c)) return c.map(function (v, i) { return f(v, i, c); });
    return Object.keys(c || {}).map(function (k) { return f(c[k], k, c); });
  };
  g._ = {
    map: iter,
    each: function (c, f) { iter(c, f); return c; },
    forEach: function (c, f) { iter(c, f); return c; },
    filter: function (c, f) { var o = []; iter(c, function (v, k) { if (f(v, k, c)) o.push(v); }); return o; },
    reject: function (c, f) { var o = []; iter(c, function (v, k) { if (!f(v, k, c)) o.push(v); }); return o; },
    find: function (c, f) { var o = g._.filter(c, f); return o[0]; },
    keys: function (c) { return Object.keys(c || {}); },
    values: function (c) { return iter(c, function (v) { return v; }); },
    pluck: function (c, p) { return iter(c, function (v) { return v == null ? undefined : v[p]; }); },
    size: function (c) { return Array.isArray(c) ? c.length : Object.keys(c || {}).length; },
  };
})(globalThis, __input);
delete globalThis.__input;
`;

const preludeScript = new vm.Script(PRELUDE, { filename: 'prelude.js' });
// Runs the check's script (indirect eval: global scope, its completion value) and hands back only primitives: a
// number, boolean, null or undefined as is, a string as 'S' + text, anything else as 'J' + its JSON, an error as
// 'E' + its message. All of it (toJSON, getters, string conversion) runs inside the sandbox under the time limit; we
// never touch one of its objects, whose getters would otherwise run in our realm with no limit.
const runScript = new vm.Script(
  `(function (src) {
    delete globalThis.__src;
    try {
      var v = (0, eval)(src);
      if (v === undefined || v === null || typeof v === 'number' || typeof v === 'boolean') return v;
      if (typeof v === 'string') return 'S' + v;
      var j = JSON.stringify(v);
      return j === undefined ? undefined : 'J' + j;
    } catch (e) {
      try {
        return 'E' + String(e !== null && typeof e === 'object' && 'message' in e ? e.message : e);
      } catch (e2) {
        return 'Ethe script threw a value that cannot be shown';
      }
    }
  })(__src)`,
  { filename: 'check.js' },
);

/**
 * Runs a script in a fresh context (no require, process, timers or host objects) under a time limit, with the
 * result's variables as globals. Its value is the script's completion value (the last expression); objects come
 * out as their JSON, parsed again here. Promises and queued microtasks run within the limit too (`microtaskMode`).
 */
export function evaluateJavascript(code: string, vars: Record<string, unknown>): unknown {
  // A null-prototype sandbox: with a plain {} the script's `this.constructor` would be our realm's Object, and
  // `this.constructor.constructor('return process')()` our Function, a way out.
  const sandbox = Object.create(null) as Record<string, unknown>;
  sandbox.__input = JSON.stringify(vars, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
  sandbox.__src = code;
  const context = vm.createContext(sandbox, { codeGeneration: { wasm: false }, microtaskMode: 'afterEvaluate' });
  const opts = { timeout: JAVASCRIPT_TIMEOUT_MS, breakOnSigint: false };
  let out: unknown;
  let failure: string | null = null;
  try {
    preludeScript.runInContext(context, opts);
    out = runScript.runInContext(context, opts);
  } catch (err) {
    // Only the time limit (or the engine's own failure) gets here: the script's errors are caught inside. Its own
    // `code` is read without calling a getter, and the error (maybe the sandbox's object) is not passed on.
    const code: unknown =
      err !== null && typeof err === 'object' ? Object.getOwnPropertyDescriptor(err, 'code')?.value : undefined;
    failure =
      code === 'ERR_SCRIPT_EXECUTION_TIMEOUT'
        ? `javascript timed out after ${JAVASCRIPT_TIMEOUT_MS} ms`
        : 'javascript failed in its sandbox';
  }
  if (failure) throw new Error(failure);
  if (typeof out !== 'string') return out === null || typeof out !== 'object' ? out : undefined;
  if (out[0] === 'E') throw new Error(`javascript: ${out.slice(1)}`);
  return out[0] === 'S' ? out.slice(1) : (JSON.parse(out.slice(1)) as unknown);
}
