// Sign-in, route guards and third-party login.
export * from './authParam';
export * from './hostedDemo';
export * from './newDatasetRedirect';
export * from './routeGuard';
export * from './createOAuthClient';
export * from './completeProviderSignIn';
export * from './loadHubWelcome';
