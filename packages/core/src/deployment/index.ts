// What the server's deployment turns on (`GET /settings`): the public flags, the hosted space, progress sharing.
export * from './environmentSettings';
export * from './shareProgress';
