import { afterAll } from 'vitest';
import { removeScratchDirs } from './scratch-dirs';

// Runs after the file's own afterAll hooks (hooks after tests run last-registered first), so
// anything still writing into a scratch folder (an app's uploads) has been closed by then.
afterAll(removeScratchDirs);
