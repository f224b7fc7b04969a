import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { demoChannels, findChannel } from './support/community';
import {
  adminToken,
  demoEvents,
  findEvent,
  loadMapFrames,
  newPerson,
  register,
  ticketFor,
} from './support/events';

// Every modal and menu, opened and checked by axe's colour rules in the light and the dark
// scheme (issue 36: a filled red block under red text passed every page check because the
// button sat in a dialog nobody opened). One phone-width test: colours are the same at every
// width, and a dialog at 375 px is the tightest it gets. Nothing is confirmed: each dialog is
// opened and closed again, so the demo data stays as it is.

type Scheme = 'light' | 'dark';

interface Opened {
  /** What to check: the dialog or menu as it shows. */
  surface: Locator;
  /** Closes it again (Escape by default). */
  close?: () => Promise<void>;
}

interface Case {
  name: string;
  path: string;
  /** The page's level-1 heading, to know it has loaded. */
  heading: string | RegExp;
  open: (page: Page) => Promise<Opened>;
  prepare?: (page: Page) => Promise<void>;
}

const dialog = (page: Page) => page.getByRole('dialog');
const menu = (page: Page) => page.getByRole('menu');

async function press(page: Page, button: Locator, surface: Locator): Promise<Opened> {
  await button.click({ timeout: 15_000 });
  await expect(surface).toBeVisible();
  return { surface };
}

/** Opens a dialog from inside another (Manage → Delete channel), checked as the second shows. */
async function confirmInside(page: Page, name: string): Promise<Opened> {
  await page.getByRole('dialog').getByRole('button', { name }).click();
  const confirm = page.getByRole('dialog').last();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  return { surface: confirm };
}

async function checkEach(page: Page, cases: Case[], scheme: Scheme) {
  await storeBeforeLoad(page, { darkMode: String(scheme === 'dark') });
  let shown: string | undefined;
  for (const item of cases) {
    await test.step(`${item.name} (${scheme})`, async () => {
      // Cases on one screen share its load; closing a dialog leaves the screen as it was.
      if (shown !== item.path) {
        await page.goto(item.path);
        await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await item.prepare?.(page);
        shown = item.path;
      }
      const { surface, close } = await item.open(page);
      await expectNoAxeViolations(page, `${item.name} (${scheme})`, { coloursOnly: true });
      await (close ? close() : page.keyboard.press('Escape'));
      await expect(surface).toBeHidden();
    });
  }
}

test(
  'every modal and menu is readable in light and dark',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'colours are the same at every width');
    test.setTimeout(240_000);

    const token = await adminToken(request);
    const club = await findChannel(request, demoChannels.club);
    const cup = await findEvent(request, demoEvents.cup);
    const workshop = await findEvent(request, demoEvents.workshop);
    const person = newPerson('Meera');
    await register(request, workshop._id, person);
    const ticket = await ticketFor(request, token, person, workshop.title);

    const visitorCases: Case[] = [
      {
        name: 'the user menu',
        path: '/about',
        heading: /About/,
        open: (p) => press(p, p.getByRole('button', { name: 'User menu' }), menu(p)),
      },
      {
        name: 'the language menu',
        path: '/about',
        heading: /About/,
        open: (p) => press(p, p.getByRole('button', { name: 'Language' }), menu(p)),
      },
      {
        name: 'cancelling a registration from its ticket',
        path: ticket,
        heading: demoEvents.workshop,
        prepare: loadMapFrames,
        open: (p) =>
          press(p, p.getByRole('button', { name: 'Cancel registration' }).first(), dialog(p)),
      },
    ];

    const adminCases: Case[] = [
      {
        name: 'the profile menu',
        path: '/about',
        heading: /About/,
        open: (p) => press(p, p.getByRole('button', { name: 'Profile menu' }), menu(p)),
      },
      {
        name: 'a channel’s Activity menu',
        path: `/channel/${club._id}`,
        heading: demoChannels.club,
        open: (p) => press(p, p.getByRole('button', { name: 'Activity' }), menu(p)),
      },
      {
        name: 'Manage Page',
        path: `/channel/${club._id}`,
        heading: demoChannels.club,
        open: (p) => press(p, p.getByRole('button', { name: 'Manage Page' }), dialog(p)),
      },
      {
        name: 'Delete channel, asked',
        path: `/channel/${club._id}`,
        heading: demoChannels.club,
        open: async (p) => {
          await press(p, p.getByRole('button', { name: 'Manage Page' }), dialog(p));
          return confirmInside(p, 'Delete channel');
        },
      },
      {
        name: 'removing a post from the wall, asked',
        path: `/channel/${club._id}`,
        heading: demoChannels.club,
        open: (p) =>
          press(p, p.getByRole('button', { name: /^Delete post by/ }).first(), dialog(p)),
      },
      {
        name: 'a member’s actions',
        path: `/channel/${club._id}`,
        heading: demoChannels.club,
        open: (p) => press(p, p.getByRole('button', { name: /^Actions for/ }).first(), menu(p)),
      },
      {
        name: 'removing a member, asked',
        path: `/channel/${club._id}`,
        heading: demoChannels.club,
        open: async (p) => {
          await press(p, p.getByRole('button', { name: /^Actions for/ }).first(), menu(p));
          return press(p, p.getByRole('menuitem', { name: 'Remove from channel' }), dialog(p));
        },
      },
      {
        name: 'a new event',
        path: '/editEvents',
        heading: 'Manage Events',
        open: (p) => press(p, p.getByRole('button', { name: 'Add New Event' }), dialog(p)),
      },
      {
        name: 'deleting an event, asked',
        path: '/editEvents',
        heading: 'Manage Events',
        open: (p) => press(p, p.getByRole('button', { name: /^Delete/ }).first(), dialog(p)),
      },
      {
        name: 'Add New Post',
        path: '/editFeeds',
        heading: 'Manage Feed Posts',
        open: (p) => press(p, p.getByRole('button', { name: 'Add New Post' }), dialog(p)),
      },
      {
        name: 'deleting a feed post, asked',
        path: '/editFeeds',
        heading: 'Manage Feed Posts',
        open: (p) => press(p, p.getByRole('button', { name: /^Delete/ }).first(), dialog(p)),
      },
      {
        name: 'editing a member',
        path: '/members',
        heading: /Members/,
        open: (p) => press(p, p.getByRole('button', { name: /^Edit / }).first(), dialog(p)),
      },
      {
        name: 'deleting a member, asked',
        path: '/members',
        heading: /Members/,
        open: (p) => press(p, p.getByRole('button', { name: /^Delete / }).first(), dialog(p)),
      },
      {
        name: 'deleting one’s account, asked',
        path: '/settings',
        heading: /Settings/,
        open: (p) => press(p, p.getByRole('button', { name: 'Delete my account' }), dialog(p)),
      },
      {
        name: 'adding a team',
        path: `/tournament-admin?event=${cup._id}`,
        heading: /.+/,
        open: (p) => press(p, p.getByRole('button', { name: 'Add team' }), dialog(p)),
      },
      {
        name: 'deleting a team, asked',
        path: `/tournament-admin?event=${cup._id}`,
        heading: /.+/,
        open: (p) => press(p, p.getByRole('button', { name: /^Delete / }).first(), dialog(p)),
      },
      {
        name: 'deleting a fixture, asked',
        path: `/tournament-admin?event=${cup._id}`,
        heading: /.+/,
        open: (p) => press(p, p.getByRole('button', { name: /^Delete .+ v / }).first(), dialog(p)),
      },
      {
        name: 'the event gallery',
        path: `/event-gallery`,
        heading: 'Event gallery',
        open: (p) => press(p, p.getByRole('button', { name: /^Open / }).first(), dialog(p)),
      },
    ];

    for (const scheme of ['light', 'dark'] as const) {
      await checkEach(page, visitorCases, scheme);
    }
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    for (const scheme of ['light', 'dark'] as const) {
      await checkEach(page, adminCases, scheme);
    }
  },
);
