// Imports oidc-provider without its start-up notice. Version 9 prints "Unsupported runtime" on any
// Node below 22 the moment it is imported; the project runs on Node 20.19+, which it works on (the
// identity tests prove the flows), and the server's logs stay quiet by default.
type OidcProviderModule = typeof import('oidc-provider');

let loading: Promise<OidcProviderModule> | undefined;

export function loadOidcProvider(): Promise<OidcProviderModule> {
  loading ??= importQuietly();
  return loading;
}

async function importQuietly(): Promise<OidcProviderModule> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}
