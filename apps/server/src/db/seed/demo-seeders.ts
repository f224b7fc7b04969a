import { demoAccountsSeeder } from '../../modules/auth/demo-accounts';
import { demoCommunitySeeder } from '../../modules/channels/demo-community';
import { demoGivingSeeder } from '../../modules/donations/demo-giving';
import { demoEventsSeeder } from '../../modules/events/demo-events';
import { demoTicketsSeeder } from '../../modules/tickets/demo-tickets';
import { demoAlbumSeeder } from '../../modules/media/demo-album';
import { demoAlumniSeeder } from '../../modules/joining/demo-alumni';
import { demoOpportunitiesSeeder } from '../../modules/opportunities/demo-opportunities';
import { demoMentoringSeeder } from '../../modules/mentoring/demo-mentoring';
import { demoTournamentSeeder } from '../../modules/tournament/demo/demo-tournament';
import type { Seeder } from './run-seeders';

/**
 * Demo content for a fresh self-contained install, in dependency order. Each capability appends
 * its own seeder (accounts before events, events before registrations).
 */
export const demoSeeders: readonly Seeder[] = [
  demoAccountsSeeder,
  demoEventsSeeder,
  demoTournamentSeeder,
  demoCommunitySeeder,
  demoGivingSeeder,
  demoTicketsSeeder,
  demoAlbumSeeder,
  // The alumni profile's own (issue 35); skipped, and not marked as run, on a community site.
  demoAlumniSeeder,
  // Issue 37: job, internship and referral posts by the demo alumni.
  demoOpportunitiesSeeder,
  // Mentors and requests in every state (issue 37), on the alumni network above.
  demoMentoringSeeder,
];
