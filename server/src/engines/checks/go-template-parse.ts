/**
 * Parser of the Go text/template subset canary-checker specs use in `test`, `display` and `transform` templates:
 * fields (`.a.b`), variables (`$`, `$x := …`, `$x = …`), literals, function calls and pipelines (`a | f b`),
 * parenthesised pipelines, `if`/`else if`/`else`, `range` (with `$i, $v :=`, `else`, `break`, `continue`),
 * `with`/`else with`/`else`, comments and `{{-`/`-}}` trimming. `define`, `template` and `block` are not supported.
 */

export class GoTemplateError extends Error {}

export type Operand =
  | { k: 'dot' }
  | { k: 'field'; base: Operand | null; path: string[] }
  | { k: 'var'; name: string; path: string[] }
  | { k: 'lit'; value: unknown }
  | { k: 'fn'; name: string }
  | { k: 'pipe'; pipe: Pipeline; path: string[] };

export interface Pipeline {
  decl: string[];
  /** `=` assigns existing variables; `:=` declares them. */
  assign: boolean;
  cmds: Operand[][];
}

export interface ControlNode {
  k: 'if' | 'with' | 'range';
  pipe: Pipeline;
  then: TemplateNode[];
  else: TemplateNode[] | null;
}

export type TemplateNode =
  { k: 'text'; text: string } | { k: 'action'; pipe: Pipeline } | ControlNode | { k: 'break' | 'continue' };

type Item = { k: 'text'; text: string } | { k: 'action'; src: string; line: number };

const SPACE = /[ \t\r\n]/;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*/;

/** Splits a template into text and action items, applying `{{-`/`-}}` trimming and dropping comments. */
function scan(src: string): Item[] {
  const items: Item[] = [];
  let pos = 0;
  let trimNext = false;
  while (pos < src.length) {
    const open = src.indexOf('{{', pos);
    let text = src.slice(pos, open === -1 ? src.length : open);
    if (trimNext) text = text.replace(/^[ \t\r\n]+/, '');
    if (open === -1) {
      if (text) items.push({ k: 'text', text });
      break;
    }
    let start = open + 2;
    if (src[start] === '-' && SPACE.test(src[start + 1] ?? '')) {
      text = text.replace(/[ \t\r\n]+$/, '');
      start += 1;
    }
    if (text) items.push({ k: 'text', text });
    const close = findClose(src, start);
    if (close === -1) throw new GoTemplateError(`template: line ${lineOf(src, open)}: unclosed action`);
    let end = close;
    trimNext = false;
    if (src[close - 1] === '-' && SPACE.test(src[close - 2] ?? '')) {
      end = close - 1;
      trimNext = true;
    }
    const body = src.slice(start, end).trim();
    if (!(body.startsWith('/*') && body.endsWith('*/')))
      items.push({ k: 'action', src: body, line: lineOf(src, open) });
    pos = close + 2;
  }
  return items;
}

function findClose(src: string, from: number): number {
  let i = from;
  while (i < src.length) {
    const c = src[i]!;
    if (src.startsWith('/*', i)) {
      const e = src.indexOf('*/', i + 2);
      if (e === -1) return -1;
      i = e + 2;
    } else if (c === '"' || c === '`' || c === "'") {
      i += 1;
      while (i < src.length && src[i] !== c) i += c !== '`' && src[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (src.startsWith('}}', i)) return i;
    else i += 1;
  }
  return -1;
}

function lineOf(src: string, pos: number): number {
  return src.slice(0, pos).split('\n').length;
}

type Token =
  | { t: 'field'; path: string[] }
  | { t: 'var'; name: string; path: string[] }
  | { t: 'ident'; name: string }
  | { t: 'lit'; value: unknown }
  | { t: 'dot' }
  | { t: 'punct'; v: '|' | '(' | ')' | ':=' | '=' | ',' };

function chain(s: string): string[] {
  return s ? s.slice(1).split('.') : [];
}

function lex(src: string, line: number): Token[] {
  const out: Token[] = [];
  let i = 0;
  const fail = (msg: string): never => {
    throw new GoTemplateError(`template: line ${line}: ${msg}`);
  };
  while (i < src.length) {
    const rest = src.slice(i);
    const c = src[i]!;
    let m: RegExpMatchArray | null;
    if (SPACE.test(c)) i += 1;
    else if (rest.startsWith(':=')) {
      out.push({ t: 'punct', v: ':=' });
      i += 2;
    } else if ('|(),='.includes(c)) {
      out.push({ t: 'punct', v: c as '|' });
      i += 1;
    } else if (c === '"') {
      m = rest.match(/^"(?:[^"\\\n]|\\.)*"/);
      if (!m) fail('unterminated quoted string');
      out.push({ t: 'lit', value: JSON.parse(m![0].replace(/\\'/g, "'")) as string });
      i += m![0].length;
    } else if (c === '`') {
      const e = src.indexOf('`', i + 1);
      if (e === -1) fail('unterminated raw quoted string');
      out.push({ t: 'lit', value: src.slice(i + 1, e) });
      i = e + 1;
    } else if ((m = rest.match(/^(\.[A-Za-z_][A-Za-z0-9_]*)+/))) {
      out.push({ t: 'field', path: chain(m[0]) });
      i += m[0].length;
    } else if ((m = rest.match(/^\$([A-Za-z_][A-Za-z0-9_]*)?((?:\.[A-Za-z_][A-Za-z0-9_]*)*)/))) {
      out.push({ t: 'var', name: `$${m[1] ?? ''}`, path: chain(m[2] ?? '') });
      i += m[0].length;
    } else if ((m = rest.match(/^[+-]?(0[xX][0-9a-fA-F_]+|\d[\d_]*(\.\d*)?([eE][+-]?\d+)?)/))) {
      out.push({ t: 'lit', value: Number(m[0].replace(/_/g, '')) });
      i += m[0].length;
    } else if (c === '.') {
      out.push({ t: 'dot' });
      i += 1;
    } else if ((m = rest.match(IDENT))) {
      const name = m[0];
      if (name === 'true' || name === 'false') out.push({ t: 'lit', value: name === 'true' });
      else if (name === 'nil') out.push({ t: 'lit', value: null });
      else out.push({ t: 'ident', name });
      i += name.length;
    } else fail(`unexpected ${JSON.stringify(c)} in action`);
  }
  return out;
}

/** Parses the tokens of one action (after its keyword) into a pipeline, declarations included. */
function parsePipeline(tokens: Token[], line: number, allowDecl: boolean): Pipeline {
  const fail = (msg: string): never => {
    throw new GoTemplateError(`template: line ${line}: ${msg}`);
  };
  let pos = 0;
  const decl: string[] = [];
  let assign = false;
  if (allowDecl) {
    // `$x :=`, `$x =` or `$i, $v :=`
    let j = 0;
    const names: string[] = [];
    while (tokens[j]?.t === 'var' && !(tokens[j] as { path: string[] }).path.length) {
      names.push((tokens[j] as { name: string }).name);
      j += 1;
      const p = tokens[j];
      if (p?.t === 'punct' && p.v === ',' && names.length === 1) j += 1;
      else break;
    }
    const op = tokens[j];
    if (names.length && op?.t === 'punct' && (op.v === ':=' || op.v === '=')) {
      decl.push(...names);
      assign = op.v === '=';
      pos = j + 1;
    }
  }
  function operand(): Operand | null {
    const tok = tokens[pos];
    if (!tok) return null;
    if (tok.t === 'punct') {
      if (tok.v !== '(') return null;
      pos += 1;
      const inner = pipeline(true);
      if (tokens[pos]?.t !== 'punct' || (tokens[pos] as { v: string }).v !== ')') fail('unclosed left paren');
      pos += 1;
      // `(pipeline).a.b`
      const next = tokens[pos];
      if (next?.t !== 'field') return { k: 'pipe', pipe: inner, path: [] };
      pos += 1;
      return { k: 'pipe', pipe: inner, path: next.path };
    }
    pos += 1;
    if (tok.t === 'dot') return { k: 'dot' };
    if (tok.t === 'field') return { k: 'field', base: null, path: tok.path };
    if (tok.t === 'var') return { k: 'var', name: tok.name, path: tok.path };
    if (tok.t === 'lit') return { k: 'lit', value: tok.value };
    return { k: 'fn', name: tok.name };
  }
  function pipeline(nested: boolean): Pipeline {
    const cmds: Operand[][] = [];
    let cmd: Operand[] = [];
    for (;;) {
      const tok = tokens[pos];
      if (!tok || (tok.t === 'punct' && tok.v === ')' && nested)) break;
      if (tok.t === 'punct' && tok.v === '|') {
        if (!cmd.length) fail('missing command before |');
        cmds.push(cmd);
        cmd = [];
        pos += 1;
        continue;
      }
      const op = operand();
      if (!op) fail(`unexpected ${tok.t === 'punct' ? tok.v : tok.t} in command`);
      cmd.push(op!);
    }
    if (!cmd.length) fail(cmds.length ? 'missing command after |' : 'missing value for command');
    cmds.push(cmd);
    return { decl: [], assign: false, cmds };
  }
  const p = pipeline(false);
  if (pos < tokens.length) fail('unexpected ) in command');
  return { ...p, decl, assign };
}

/** Parses a template into its tree. Throws GoTemplateError with the line of the offending action. */
export function parseGoTemplate(src: string): TemplateNode[] {
  const items = scan(src);
  let idx = 0;
  type Stop = { stop: 'end' | 'eof' } | { stop: 'else'; chained: Token[] };
  function list(depth: number, inRange: boolean): { nodes: TemplateNode[] } & Stop {
    const nodes: TemplateNode[] = [];
    while (idx < items.length) {
      const it = items[idx++]!;
      if (it.k === 'text') {
        nodes.push(it);
        continue;
      }
      const tokens = lex(it.src, it.line);
      const head = tokens[0];
      const kw = head?.t === 'ident' ? head.name : '';
      const fail = (msg: string): never => {
        throw new GoTemplateError(`template: line ${it.line}: ${msg}`);
      };
      if (!tokens.length) fail('missing value for command');
      if (kw === 'end' || kw === 'else') {
        if (depth === 0) fail(`unexpected {{${kw}}}`);
        // `else if …` / `else with …` chain: the rest opens the else branch and shares the final {{end}}.
        if (kw === 'else') return { nodes, stop: 'else', chained: tokens.slice(1) };
        return { nodes, stop: 'end' };
      }
      if (kw === 'if' || kw === 'with' || kw === 'range') nodes.push(control(kw, tokens, it.line, depth, inRange));
      else if (kw === 'break' || kw === 'continue') {
        if (!inRange) fail(`{{${kw}}} outside {{range}}`);
        nodes.push({ k: kw });
      } else if (kw === 'define' || kw === 'template' || kw === 'block')
        fail(`{{${kw}}} is not supported in check templates`);
      else nodes.push({ k: 'action', pipe: parsePipeline(tokens, it.line, true) });
    }
    return { nodes, stop: 'eof' };
  }
  function control(
    kw: 'if' | 'with' | 'range',
    tokens: Token[],
    line: number,
    depth: number,
    inRange: boolean,
  ): TemplateNode {
    const fail = (msg: string): never => {
      throw new GoTemplateError(`template: line ${line}: ${msg}`);
    };
    const pipe = parsePipeline(tokens.slice(1), line, true);
    const body = list(depth + 1, kw === 'range' || inRange);
    if (body.stop === 'eof') fail(`unexpected EOF in {{${kw}}}`);
    let elseNodes: TemplateNode[] | null = null;
    if (body.stop === 'else') {
      const next = body.chained[0];
      if (next) {
        const kw2 = next.t === 'ident' ? next.name : '';
        if (kw2 !== 'if' && kw2 !== 'with') fail('expected if or with after else');
        elseNodes = [control(kw2 as 'if' | 'with', body.chained, line, depth, inRange)];
      } else {
        const rest = list(depth + 1, inRange);
        if (rest.stop !== 'end') fail(`expected {{end}} to close {{${kw}}}`);
        elseNodes = rest.nodes;
      }
    }
    return { k: kw, pipe, then: body.nodes, else: elseNodes };
  }
  const result = list(0, false);
  return result.nodes;
}
