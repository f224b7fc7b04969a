export * from './types';
export { checkNextBall, matchInPlay, scoreMatch, type MatchScore } from './match';
export { howOut, oversOf } from './notation';
export { isDelivery } from './innings';
