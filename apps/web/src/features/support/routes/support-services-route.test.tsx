import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

function stub(routes: FetchRoutes = {}) {
  return stubFetch({ 'GET /api/site': () => json(communitySite), ...routes });
}

async function openSupport() {
  const view = renderRoute('/support-services');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Support & Services' }),
  ).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Talk to us' })).toBeVisible();
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillIn(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(field('First name'), 'Asha');
  await user.type(field('Last name'), 'Rao');
  await user.type(field('Email'), 'Asha@Example.org');
  await user.type(field('Message'), 'Can I volunteer at the next event?');
}

describe('support and services', () => {
  it('asks for every field and a real email address, and sends nothing until then', async () => {
    const { requests } = stub();
    const { user } = await openSupport();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(field('First name')).toHaveFocus();

    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the message, says so and clears the form; the honeypot stays out of sight', async () => {
    const { requests } = stub({
      'POST /api/serviceform': () => json({ message: 'Message sent successfully!' }),
    });
    const { user } = await openSupport();

    // People never reach the honeypot: it is hidden from assistive tech and the tab order.
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.org',
      message: 'Can I volunteer at the next event?',
    });
    await waitFor(() => expect(field('First name')).toHaveValue(''));
    expect(field('Last name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('sends what a bot typed into the honeypot, so the server can drop it', async () => {
    const { requests } = stub({
      'POST /api/serviceform': () => json({ message: 'Message sent successfully!' }),
    });
    const { user } = await openSupport();

    await fillIn(user);
    await user.type(
      document.querySelector<HTMLInputElement>('input[name="website"]')!,
      'http://spam.example',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('status');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(await post.json()).toMatchObject({ website: 'http://spam.example' });
  });

  it("shows the server's message when sending fails, and keeps what was typed", async () => {
    stub({
      'POST /api/serviceform': () =>
        json(
          { error: 'rate_limited', message: 'Too many messages. Please try again in an hour.' },
          { status: 429 },
        ),
    });
    const { user } = await openSupport();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Please try again in an hour.',
    );
    expect(field('First name')).toHaveValue('Asha');
  });

  it("falls back to 'Failed to send message' when the server gives no reason", async () => {
    stub({ 'POST /api/serviceform': () => new Response('Bad gateway', { status: 502 }) });
    const { user } = await openSupport();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message');
  });

  it("says 'Something went wrong' when the server cannot be reached", async () => {
    stub({
      'POST /api/serviceform': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = await openSupport();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
