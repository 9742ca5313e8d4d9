import Stripe from 'stripe';

/**
 * The official SDK's options for an API base URL such as STRIPE_API_BASE
 * (`http://localhost:3000/sandbox/stripe`). The SDK takes host, port and protocol but no path (its
 * request paths are always `/v1/…` and it refuses a `basePath` option), so a base with a path gets an
 * HTTP client that puts the path in front of every request.
 */
export function stripeApiConfig(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'httpClient'> {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const config = {
    // URL keeps IPv6 hosts in brackets; node's http.request wants them bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  } as const;
  const prefix = url.pathname.replace(/\/+$/, '');
  if (!prefix) return config;
  const inner = Stripe.createNodeHttpClient();
  const httpClient: NonNullable<Stripe.StripeConfig['httpClient']> = {
    getClientName: () => inner.getClientName(),
    makeRequest: (host, port, path, method, headers, requestData, proto, timeout) =>
      inner.makeRequest(host, port, `${prefix}${path}`, method, headers, requestData, proto, timeout),
  };
  return { ...config, httpClient };
}
