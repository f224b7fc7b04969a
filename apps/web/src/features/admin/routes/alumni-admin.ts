// The alumni network's admin screens load as one chunk (see features/directory/routes/index.ts).
export { JoinRequestsRoute } from './join-requests-route';
export { RosterRoute } from './roster-route';
export { BatchRepsRoute } from './batch-reps-route';
