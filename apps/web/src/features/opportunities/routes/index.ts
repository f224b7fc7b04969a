export { OpportunitiesRoute } from './opportunities-route';
