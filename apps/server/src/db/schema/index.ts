export * from './accounts';
export * from './mail';
export * from './seed-runs';
export * from './site';
export * from './channels';
export * from './events';
export * from './tournament';
export * from './donations';
