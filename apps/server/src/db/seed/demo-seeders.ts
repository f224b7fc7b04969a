import { demoAccountsSeeder } from '../../modules/auth/demo-accounts';
import type { Seeder } from './run-seeders';

/**
 * Demo content for a fresh self-contained install, in dependency order. Each capability appends
 * its own seeder (accounts before events, events before registrations).
 */
export const demoSeeders: readonly Seeder[] = [demoAccountsSeeder];
