/**
 * Behind a load balancer without TRUST_PROXY every client has the balancer's address, so one IP ban would
 * lock everybody out. The server cannot know its proxies, but it can notice: the first request that carries
 * X-Forwarded-For while no hop is trusted logs one warning naming TRUST_PROXY.
 */
import type { FastifyInstance } from 'fastify';

export function registerProxyWarning(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'requests carry X-Forwarded-For but TRUST_PROXY is 0: every client behind the proxy shares its address ' +
        'for the rate limit and the IP ban; set TRUST_PROXY to the number of proxies in front of the server',
    );
  });
}
