import { users } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/run-seeders';
import { hashPassword } from './password';
import { demoPhone } from '../../db/seed/demo-people';
import { nameSearchKey } from '../../db/name-search';

/** Printed at start-up on a demo install, so a first-time visitor can sign in at once. */
export const demoLogins = [
  {
    role: 'site admin',
    name: 'Asha Admin',
    email: 'admin@example.org',
    mobile: '9000000001',
    password: 'portal-admin-demo',
    isAdmin: true,
  },
  {
    role: 'member',
    name: 'Ravi Member',
    email: 'member@example.org',
    mobile: '9000000002',
    password: 'portal-member-demo',
    isAdmin: false,
  },
] as const;

export const demoAccountsSeeder: Seeder = {
  name: 'demo-accounts',
  async run(tx, { hashCost }) {
    for (const login of demoLogins) {
      await tx
        .insert(users)
        .values({
          name: login.name,
          nameSearch: nameSearchKey(login.name),
          email: login.email,
          mobile: demoPhone(login.mobile),
          isAdmin: login.isAdmin,
          passwordHash: await hashPassword(login.password, hashCost),
          bio: login.isAdmin
            ? 'Runs the portal and its events.'
            : 'Loves weekend cricket and community events.',
        })
        .onConflictDoNothing();
    }
  },
};
