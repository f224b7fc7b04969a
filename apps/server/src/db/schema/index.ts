export * from './seed-runs';
export * from './site';
