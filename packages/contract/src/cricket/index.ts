export * from './types';
export { checkNextBall, matchInPlay, scoreMatch, type MatchScore } from './match';
export { cut2, howOut, oversOf, perOver } from './notation';
export { isDelivery } from './innings';
export { cricketLimits } from './limits';
export { ballProblemMessages } from './problem-messages';
