import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { communityTagline, signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import {
  createChannel,
  deleteChannel,
  demoChannels,
  findChannel,
  findMemberId,
  newAccount,
  signUp,
} from './support/community';
import { adminToken, randomLetters } from './support/events';
import { indianNational } from './support/phones';

// The community issue through the built server: the top-bar channel search, asking to join a
// channel and posting on its wall, feed posts, the members directory and adding a member, and
// axe on every community screen, at a desktop and a phone width. Both projects run at once
// against one database, so every test makes its own channels, posts and people; the demo
// channels are only read.

/** The project's width and touch settings, for a second person's browser in the same test. */
type ContextFixtures = Pick<
  BrowserContextOptions,
  'baseURL' | 'viewport' | 'isMobile' | 'hasTouch'
>;

async function secondPerson(browser: Browser, options: ContextFixtures) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

/** A card (an article named by its heading) on a grid. */
const card = (scope: Page | Locator, name: string) =>
  scope.getByRole('article', { name, exact: true });

test.describe('top-bar search', () => {
  test(
    'a channel chosen with the keyboard, one clicked, and an event found by a word of its name',
    { tag: '@phone' },
    async ({ page, request }) => {
      const music = await findChannel(request, demoChannels.music);
      const green = await findChannel(request, demoChannels.green);

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: communityTagline })).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Search', exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const box = page.getByRole('combobox', { name: 'Search', exact: true });
      await expect(box).toBeFocused();

      await box.fill('friday mu');
      const suggestion = page.getByRole('option', { name: demoChannels.music });
      await expect(suggestion).toBeVisible();
      await box.press('ArrowDown');
      // The box points at the highlighted suggestion (focus stays in the box).
      const suggestionId = await suggestion.getAttribute('id');
      await expect(box).toHaveAttribute('aria-activedescendant', suggestionId!);
      await box.press('Enter');
      await expect(page).toHaveURL(`/channel/${music._id}`);
      await expect(page.getByRole('heading', { level: 1, name: demoChannels.music })).toBeVisible();
      // Choosing closes and clears the search.
      await expect(box).toHaveCount(0);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      await expect(box).toHaveValue('');
      await box.fill('Green');
      await page.getByRole('option', { name: demoChannels.green }).click();
      await expect(page).toHaveURL(`/channel/${green._id}`);
      await expect(page.getByRole('heading', { level: 1, name: demoChannels.green })).toBeVisible();

      // Issue 36 §8: events too, by a word of their title; a weekly series appears once.
      await toggle.click();
      await box.fill('Nets');
      const nets = page
        .getByRole('group', { name: 'Events' })
        .getByRole('option', { name: /^Saturday Nets/ });
      await expect(nets).toHaveCount(1);
      await nets.click();
      await expect(page).toHaveURL(/\/event-details\//);
      await expect(page.getByRole('heading', { level: 1, name: 'Saturday Nets' })).toBeVisible();
    },
  );
});

test('a member asks to join, the owner accepts, the member posts on the wall', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  // Two sign-ins and a sign-up (scrypt), two browsers.
  test.slow();
  const admin = await signIn(request, 'admin');
  const channel = await createChannel(request, admin.token!, `E2E Chess ${randomLetters(8)}`);
  const account = newAccount('Nina');
  const member = await signUp(request, account);
  const owner = await secondPerson(browser, { baseURL, viewport, isMobile, hasTouch });

  try {
    await test.step('the member asks to join', async () => {
      await storeBeforeLoad(page, member.session);
      await page.goto(`/channel/${channel._id}`);
      await expect(page.getByRole('heading', { level: 1, name: channel.name })).toBeVisible();
      const wall = page.getByRole('region', { name: 'Posts' });
      await expect(wall.getByText('Join this channel to post on its wall.')).toBeVisible();
      await expect(wall.getByRole('textbox', { name: 'New post' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Ask to join' }).click();
      await expect(page.getByText('Request sent. A channel admin will review it.')).toBeVisible();
      await expect(page.getByText('Request pending')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ask to join' })).toHaveCount(0);
      await expectNoAxeViolations(page, '/channel/{id} (request pending)');
    });

    await test.step('the owner accepts under Pending Invites', async () => {
      await storeBeforeLoad(owner.page, admin);
      await owner.page.goto(`/channel/${channel._id}`);
      await expect(owner.page.getByText('You own this channel')).toBeVisible();
      const pending = owner.page.getByRole('region', { name: 'Pending Invites' });
      const ask = pending.getByRole('listitem').filter({ hasText: account.name });
      await expect(ask.getByText('asked to join')).toBeVisible();
      await ask.getByRole('button', { name: `Accept ${account.name}` }).click();
      await expect(pending.getByText('No pending invites or requests.')).toBeVisible();
      await expect(
        owner.page.getByRole('region', { name: 'Members' }).getByText(account.name),
      ).toBeVisible();
    });

    await test.step('the member posts on the wall', async () => {
      await page.reload();
      await expect(page.getByText('You are a member')).toBeVisible();
      const wall = page.getByRole('region', { name: 'Posts' });
      const text = wall.getByRole('textbox', { name: 'New post' });
      const post = wall.getByRole('button', { name: 'Post', exact: true });
      await expect(post).toBeDisabled();

      // Blank text is never sent: the button stays disabled and the box says why.
      await text.fill('   ');
      await expect(text).toHaveAttribute('aria-invalid', 'true');
      await expect(text).toHaveAccessibleDescription('Write something before posting.');
      await expect(post).toBeDisabled();

      const content = `Board night on Thursday? ${randomLetters(6)}`;
      await text.fill(content);
      await expect(post).toBeEnabled();
      await post.click();
      await expect(text).toHaveValue('');
      const first = wall.getByRole('article').first();
      await expect(first).toContainText(content);
      await expect(first).toHaveAccessibleName(account.name);
      // The owner sees it too.
      await owner.page.reload();
      await expect(
        owner.page.getByRole('region', { name: 'Posts' }).getByRole('article').first(),
      ).toContainText(content);
    });
  } finally {
    await owner.context.close();
    await deleteChannel(request, admin.token!, channel._id);
  }
});

test.describe('the demo admin', () => {
  test.beforeEach(async ({ page, request }) => {
    await storeBeforeLoad(page, await signIn(request, 'admin'));
  });

  test('creates a feed post, makes it inactive, and deletes it after confirming', async ({
    page,
  }) => {
    test.slow();
    const title = `E2E Bake Sale ${randomLetters(8)}`;
    const webOnly = 'Enter a web address starting with http:// or https://';

    await test.step('create it, refusing a javascript: link', async () => {
      await page.goto('/feedpostsform');
      await expect(page.getByRole('heading', { level: 1, name: 'Create Feed Post' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Create feed post' });
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await form
        .getByRole('textbox', { name: 'Content', exact: true })
        .fill('Cakes at the community hall, all proceeds to the library.');
      const link = form.getByLabel('External link');
      await link.fill('javascript:alert(1)');
      await form.getByRole('button', { name: 'Create Post' }).click();
      await expect(link).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(webOnly)).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

      await link.fill('https://example.org/bake-sale');
      await form.getByRole('button', { name: 'Create Post' }).click();
      await expect(page.getByText('Feed post created successfully!')).toBeVisible();
      // Cleared for the next post.
      await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    });

    await test.step('active: on the home page', async () => {
      await page.goto('/');
      const news = page.getByRole('region', { name: 'Community news' });
      await expect(card(news, title)).toBeVisible();
    });

    const post = card(page, title);
    await test.step('switch it inactive on Manage Feed Posts', async () => {
      await page.goto('/editFeeds');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Manage Feed Posts' }),
      ).toBeVisible();
      const active = post.getByRole('switch', { name: `Active ${title}` });
      await expect(active).toBeChecked();
      await expect(post.getByText('Inactive', { exact: true })).toHaveCount(0);
      // The switch's input has no size of its own: click its label, as a person would.
      await post.locator('label', { hasText: /^Active/ }).click();
      await expect(active).not.toBeChecked();
      await expect(post.getByText('Inactive', { exact: true })).toBeVisible();

      await page.getByRole('tab', { name: /^Inactive/ }).click();
      await expect(page.getByRole('tab', { name: /^Inactive/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(post).toBeVisible();
      await page.getByRole('tab', { name: /^Active/ }).click();
      await expect(post).toHaveCount(0);
      await page.getByRole('tab', { name: /^All Posts/ }).click();
      await expect(post).toBeVisible();
    });

    await test.step('inactive: not on the home page', async () => {
      await page.goto('/');
      const news = page.getByRole('region', { name: 'Community news' });
      await expect(news.getByRole('article').first()).toBeVisible();
      await expect(card(news, title)).toHaveCount(0);
    });

    await test.step('delete it after confirming', async () => {
      await page.goto('/editFeeds');
      await post.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
      await expect(dialog).toContainText('Are you sure you want to delete this post permanently?');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText('Feed post deleted.')).toBeVisible();
      await expect(post).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('tab', { name: /^All Posts/ })).toBeVisible();
      await expect(post).toHaveCount(0);
    });
  });

  test('edits a member, then deletes them after confirming', async ({ page, request }) => {
    test.slow();
    const account = newAccount('Tess');
    await signUp(request, account);
    // The surname is unique; the edit keeps it, so one search finds the member before and after.
    const surname = account.name.split(' ')[1]!;
    const renamed = `Rita ${surname}`;

    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Members' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search members' }).fill(surname);
    await expect(page).toHaveURL(`/members?q=${surname}`);
    const before = card(page, account.name);
    await expect(before).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    // Stored in E.164; the admin's own mobile is Indian, so it reads in national format.
    await expect(before).toContainText(indianNational(account.mobile));

    await before.getByRole('button', { name: `Edit ${account.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${account.name}` });
    await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue(/\+91$/);
    await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue(
      indianNational(account.mobile),
    );
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Member updated.')).toBeVisible();
    const after = card(page, renamed);
    await expect(after).toBeVisible();
    await expect(before).toHaveCount(0);

    await after.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${renamed}?` });
    await expect(confirm).toContainText('Are you sure you want to delete this member?');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText('Member deleted.')).toBeVisible();
    await expect(after).toHaveCount(0);

    // Searching again, from a fresh load, finds nobody.
    await page.goto('/members');
    await page.getByRole('searchbox', { name: 'Search members' }).fill(surname);
    await expect(page.getByText('No members found.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('adds a member, who sets a password from the emailed invitation and signs in', async ({
    page,
    browser,
    baseURL,
    viewport,
    isMobile,
    hasTouch,
  }) => {
    test.slow();
    const account = newAccount('Mira');

    await page.goto('/addmembers');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add Community Member' }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Add member' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(account.name);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(account.mobile);
    await form.getByLabel('City').fill('Pune');
    await form.getByRole('button', { name: 'Add member' }).click();
    await expect(form.getByText('Member added successfully!')).toBeVisible();
    await expect(form.getByText(`We emailed ${account.email} an invitation`)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

    // The invitation, in the outbox.
    await page.goto('/admin/outbox');
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toHaveCount(1);
    const subject = 'You are invited to Community Portal';
    await row.getByRole('button', { name: subject }).click();
    const message = page.getByRole('dialog', { name: subject });
    const link = message.getByRole('link', { name: /\/reset-password\?token=/ });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/reset-password\?token=/);

    // The new member follows it on their own device: this page stays signed in as the admin.
    const newcomer = await secondPerson(browser, { baseURL, viewport, isMobile, hasTouch });
    try {
      const own = newcomer.page;
      await own.goto(href!);
      await expect(
        own.getByRole('heading', { level: 1, name: 'Choose a new password' }),
      ).toBeVisible();
      await own.getByRole('textbox', { name: 'New password', exact: true }).fill(account.password);
      await own.getByLabel('Confirm new password').fill(account.password);
      await own.getByRole('button', { name: 'Set new password' }).click();
      await expect(
        own.getByText('Password reset. Please sign in with your new password.'),
      ).toBeVisible();

      await own.getByRole('link', { name: 'Sign in with the new password' }).click();
      await expect(own).toHaveURL('/login');
      await own.getByRole('textbox', { name: 'Phone' }).fill(account.mobile);
      await own.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
      await own.getByRole('button', { name: 'Sign in' }).click();
      await expect(own.getByText('Login successful!')).toBeVisible();
      await expect(own).toHaveURL('/');
      await expect(own.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    } finally {
      await newcomer.context.close();
    }
  });
});

test.describe('accessibility', () => {
  test('community screens for a visitor', async ({ page, request }) => {
    test.slow();
    const club = await findChannel(request, demoChannels.club);
    await page.goto('/');
    await expectAccessibleInBothSchemes(page, '/', communityTagline, async (page) => {
      await expect(page.getByRole('region', { name: 'Community news' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Community wall' }).getByRole('link', { name: 'Sign in' }),
      ).toBeVisible();
    });
    await expectAccessibleInBothSchemes(page, '/channels', 'Channels', async (page) => {
      await expect(page.getByRole('link', { name: demoChannels.club }).first()).toBeVisible();
    });
    await expectAccessibleInBothSchemes(
      page,
      `/channel/${club._id}`,
      demoChannels.club,
      async (page) => {
        await expect(page.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Posts' }).getByRole('article').first(),
        ).toBeVisible();
      },
    );
  });
});

test.describe('accessibility for the demo admin', () => {
  test.beforeEach(async ({ page, request }) => {
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    // expectAccessibleInBothSchemes stores the scheme in this page's storage first.
    await page.goto('/');
  });

  test('home with the wall composer, the channel they own, the channel form', async ({
    page,
    request,
  }) => {
    // Many screens, each checked by axe in light and dark: minutes on a loaded CI machine.
    test.setTimeout(240_000);
    const club = await findChannel(request, demoChannels.club);
    await expectAccessibleInBothSchemes(page, '/', communityTagline, async (page) => {
      await expect(page.getByRole('region', { name: 'Community news' })).toBeVisible();
      const wall = page.getByRole('region', { name: 'Community wall' });
      // The composer loads as the reader scrolls near it (components/when-near.tsx).
      await wall.scrollIntoViewIfNeeded();
      await expect(wall.getByRole('textbox', { name: 'New post' })).toBeVisible();
      await expect(wall.getByRole('article').first()).toBeVisible();
    });
    await expectAccessibleInBothSchemes(
      page,
      `/channel/${club._id}`,
      demoChannels.club,
      async (page) => {
        await expect(page.getByText('You own this channel')).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Pending Invites' }).getByRole('listitem').first(),
        ).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Posts' }).getByRole('article').first(),
        ).toBeVisible();
      },
    );
    await expectAccessibleInBothSchemes(page, '/channelForm', 'Create New Channel');
  });

  test('feed post and member screens', async ({ page, request }) => {
    // Many screens, each checked by axe in light and dark: minutes on a loaded CI machine.
    test.setTimeout(240_000);
    const meera = await findMemberId(request, await adminToken(request), 'Meera Iyer');
    await expectAccessibleInBothSchemes(
      page,
      '/feedpostsform',
      'Create Feed Post',
      async (page) => {
        await expect(page.getByRole('form', { name: 'Create feed post' })).toBeVisible();
      },
    );
    await expectAccessibleInBothSchemes(page, '/editFeeds', 'Manage Feed Posts', async (page) => {
      await expect(page.getByRole('tab', { name: /^All Posts/ })).toBeVisible();
    });
    await expectAccessibleInBothSchemes(page, '/members', 'Community Members', async (page) => {
      await expect(card(page, 'Meera Iyer')).toBeVisible();
    });
    await expectAccessibleInBothSchemes(page, `/members/${meera}`, 'Meera Iyer');
    await expectAccessibleInBothSchemes(page, '/addmembers', 'Add Community Member');
  });
});
