/** "host:port", "[v6]:port" or a URL-ish "tcp://host:port" into its parts. */
export function splitHostPort(endpoint: string, defaultPort?: number): { host: string; port: number } {
  const text = endpoint.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  const m = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(text);
  const port = m?.[2] ? Number(m[2]) : defaultPort;
  if (!m?.[1] || port === undefined)
    throw new Error(`invalid endpoint ${JSON.stringify(endpoint)}: expected host:port`);
  return { host: m[1], port };
}
