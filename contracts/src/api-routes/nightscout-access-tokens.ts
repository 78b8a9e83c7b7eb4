/** The access tokens' routes, importable alone by the web app (the table lives beside their schemas). */
export { nightscoutAccessTokenRoutes } from '../nightscout/access-tokens/routes';
