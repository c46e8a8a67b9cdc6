/** Three-state include/exclude filter (shell document §4): 0 none, 1 include, -1 exclude. */
export type TriState = 0 | 1 | -1;
export type TriStateMap = Record<string, TriState>;

/** Clicking the active state resets it to 0; clicking the other state selects it. */
export function nextTriState(current: TriState, clicked: 1 | -1): TriState {
  return current === clicked ? 0 : clicked;
}

/** "SUCCESS:-1,FAILED:1" → { SUCCESS: -1, FAILED: 1 } (settings document: value:1 include, value:-1 exclude). */
export function parseTriStateParam(param: string | null | undefined): TriStateMap {
  const out: TriStateMap = {};
  if (!param) return out;
  for (const part of param.split(',')) {
    const i = part.lastIndexOf(':');
    const value = i < 0 ? part : part.slice(0, i);
    const state = i < 0 ? 1 : Number(part.slice(i + 1));
    if (value && (state === 1 || state === -1)) out[value] = state;
  }
  return out;
}

export function serializeTriState(map: TriStateMap): string {
  return Object.entries(map)
    .filter(([, s]) => s !== 0)
    .map(([v, s]) => `${v}:${s}`)
    .join(',');
}

export function splitTriState(map: TriStateMap): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const [v, s] of Object.entries(map)) {
    if (s === 1) include.push(v);
    else if (s === -1) exclude.push(v);
  }
  return { include, exclude };
}
