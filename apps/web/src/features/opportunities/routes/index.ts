// The opportunities screen and the unsubscribe page load as one chunk: each lazily loaded chunk is
// also a name in the first visit's preload table, and both are small.
export { OpportunitiesRoute } from './opportunities-route';
export { UnsubscribeRoute } from './unsubscribe-route';
