export * from './errors';
export * from './health';
export * from './site';
export * from './auth';
export * from './admin';
export * from './profile';
