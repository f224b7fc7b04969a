import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { randomIndianMobile } from './support/phones';

// Issue 38's journey: turn two-step sign-in on by reading the key off the set-up screen (no
// scanning: the code is computed here, RFC 6238 with node:crypto), sign out, sign in with a code,
// sign in from a second browser with a recovery code, see both sessions and sign the other out;
// then, phone and codes lost, a site admin turns it off for them.

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | base32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The six digits an authenticator app shows for `step` (30-second steps since 1970). */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
/** A password is hashed at full cost: seconds on a busy machine. */
const signInWait = 45_000;
const currentStep = () => Math.floor(Date.now() / 30_000);

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function passwordStep(page: Page, mobile: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone' }).fill(mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('two-step sign-in: turn it on, sign in with a code, see two sessions and sign one out', async ({
  page,
  browser,
  request,
}) => {
  // Four sign-ins at scrypt's full cost, on a machine that may be running other suites.
  test.setTimeout(240_000);
  const mobile = randomIndianMobile();
  // A name of its own (from the number's last digits), so the admin below finds this member.
  const firstNames = [
    'जयेश',
    'अमित',
    'प्रिया',
    'सुनीता',
    'राहुल',
    'मीरा',
    'करण',
    'अनीता',
    'विजय',
    'गीता',
  ];
  const surnames = ['पटेल', 'शाह', 'मेहता', 'देसाई', 'जोशी', 'त्रिवेदी', 'पंड्या', 'व्यास', 'भट्ट', 'राठौड़'];
  const name = `${firstNames[Number(mobile.at(-2))]} ${surnames[Number(mobile.at(-1))]}`;
  const account = {
    name,
    email: `e2e-2fa-${mobile}@example.org`,
    mobile,
    password: `two steps ${mobile}`,
  };
  const signedUp = await request.post('/api/auth/signup', { data: account });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  // The sign-up's own session is not one of this journey's browsers.
  const { token } = (await signedUp.json()) as { token: string };
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });

  await passwordStep(page, mobile, account.password);
  await expect(page.getByText('Login successful!')).toBeVisible({ timeout: signInWait });
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Sign-in and security' });
  await security.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(
    security.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/settings (setting up two-step sign-in)');

  const secret = (await security.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enabledAt = currentStep();
  await security.getByRole('textbox', { name: /Six-digit code/ }).fill(totp(secret, enabledAt));
  await security.getByRole('button', { name: 'Turn on' }).click();
  const codes = security.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  const download = page.waitForEvent('download');
  await security.getByRole('button', { name: 'Download (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await security.getByRole('button', { name: 'I have saved them' }).click();
  await expect(security.getByText('10 recovery codes left.')).toBeVisible();

  // Sign out, then in: the password alone is not enough.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await passwordStep(page, mobile, account.password);
  const code = page.getByRole('textbox', { name: /Six-digit code/ });
  await expect(code).toBeVisible({ timeout: signInWait });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await expectNoAxeViolations(page, '/login (two-step code)');
  // The app's next code: the one that turned it on cannot be used again.
  await code.fill(totp(secret, enabledAt + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible({ timeout: signInWait });
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  // A second browser, a phone, signs in with a recovery code.
  const phoneContext = await browser.newContext({ userAgent: android });
  const phone = await phoneContext.newPage();
  await passwordStep(phone, mobile, account.password);
  await phone.getByRole('button', { name: 'Use a recovery code' }).click();
  await phone.getByRole('textbox', { name: /Recovery code/ }).fill(recoveryCodes[0]!);
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.getByText('Login successful!')).toBeVisible({ timeout: signInWait });

  // Both sessions are listed here; the phone's is signed out from this one.
  await page.goto('/settings');
  const devices = security.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(security.getByText('9 recovery codes left.')).toBeVisible();
  await expectNoAxeViolations(page, '/settings (two sessions)');
  await security.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
  await expect(page.getByText('That device is signed out.')).toBeVisible();
  await expect(devices).toHaveCount(1);

  // The phone is signed out at once: its next visit to a members' page asks it to sign in.
  await phone.goto('/settings');
  await expect(phone).toHaveURL(/\/login\?next=%2Fsettings$/);
  await phoneContext.close();

  // Phone and recovery codes lost: a site admin turns two-step sign-in off from the members
  // screen; the member is signed out everywhere and signs in with the password alone.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await storeBeforeLoad(admin, await signIn(request, 'admin'));
  await admin.goto(`/members?q=${encodeURIComponent(name)}`);
  await admin.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Edit ${name}` });
  const twoStep = dialog.getByRole('region', { name: 'Two-step sign-in is on' });
  await twoStep.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(twoStep.getByRole('status')).toHaveText(
    `Turn it off for ${name}? This goes in the audit trail.`,
  );
  await expectNoAxeViolations(admin, '/members (turning off two-step sign-in)');
  await twoStep.getByRole('button', { name: 'Turn it off' }).click();
  await expect(admin.getByText(/^Two-step sign-in is now off for this member/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await adminContext.close();

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await passwordStep(page, mobile, account.password);
  await expect(page.getByText('Login successful!')).toBeVisible({ timeout: signInWait });
  await page.goto('/settings');
  await expect(security.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
});
