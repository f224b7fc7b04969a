// The directory's four screens load as one chunk: each lazily loaded chunk is also a name in the
// first visit's preload table, and a member who opens one of these screens soon opens another.
export { DirectoryRoute } from './directory-route';
export { PersonRoute } from './person-route';
export { BatchesRoute } from './batches-route';
export { BatchRoute } from './batch-route';
