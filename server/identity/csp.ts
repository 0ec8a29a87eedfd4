/** Small edits to the Content-Security-Policy header helmet already set on a response. */

type Directives = Map<string, string[]>;

function parse(csp: string): Directives {
  const directives: Directives = new Map();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function serialize(directives: Directives): string {
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join(';');
}

function add(csp: string | undefined, directive: string, sources: string[]): string {
  const directives = parse(csp ?? "default-src 'self'");
  const values = directives.get(directive) ?? ["'self'"];
  directives.set(directive, [...new Set([...values, ...sources])]);
  return serialize(directives);
}

/** Lets one inline script with this nonce run. */
export function withScriptNonce(csp: string | undefined, nonce: string): string {
  return add(csp, 'script-src', [`'nonce-${nonce}'`]);
}

/**
 * Browsers apply form-action to the redirects after a form POST too; sign-in and sign-out end with a redirect to
 * the app, which may be on the other loopback name (localhost vs 127.0.0.1), so those origins are allowed here.
 */
export function withFormActions(csp: string | undefined, origins: string[]): string {
  return add(csp, 'form-action', origins);
}
