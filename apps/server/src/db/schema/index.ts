export * from './accounts';
export * from './mail';
export * from './seed-runs';
export * from './site';
