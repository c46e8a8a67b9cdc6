/**
 * `fn` remembered per distinct text, for parsers whose input repeats at every run (a check's CEL expression or Go
 * template). Bounded: past `max` entries everything is forgotten, so specs that come and go cannot grow it forever.
 * A throw is not remembered (the next call throws again, with the same error).
 */
export function memoByText<T>(fn: (text: string) => T, max = 5_000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = fn(text);
      if (cache.size >= max) cache.clear();
      cache.set(text, value);
    }
    return value;
  };
}
