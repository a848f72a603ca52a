/**
 * Route-rule redirects the test server is configured with (ROUTE_REDIRECTS): the "server-provided
 * redirects, followed per path" of §2, one internal and one external.
 */
export const testRouteRedirects = {
  '/en/spring-offer': '/en/signup',
  '/en/partners/**': { to: 'https://partners.brokkie.com/**', statusCode: 302 },
} as const;
