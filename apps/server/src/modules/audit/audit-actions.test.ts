import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditPage } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { channelWith, createEvent, eventBody, register, registrationBody } from '../../test/events';
import { useFakeRazorpay } from '../../test/fake-razorpay';
import { claimBatch, importRoster, setJoinPolicy } from '../../test/joining';
import { useTestApp } from '../../test/test-app';

// Every admin and manager action the audit trail lists (issue 38, ADR 56), through the real
// routes: each leaves its row, with its actor, target and what changed; a refused change leaves
// none (the row is written in the change's own transaction).

type Account = Awaited<ReturnType<typeof signUp>>;

describe('audit trail: a row for each admin and manager action', () => {
  const fake = useFakeRazorpay('audit');
  const ctx = useTestApp(fake.env);
  let admin: Account;
  let manager: Account;

  const call = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    by: Account,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: by.auth, ...(payload ? { payload } : {}) });
  async function ok(answer: ReturnType<typeof call>, status = 200) {
    const response = await answer;
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  }
  /** The newest row (of `action`), through the API an admin reads. */
  async function latest(action?: string): Promise<AuditEntry | undefined> {
    const response = await ctx.app.inject({
      url: `/api/admin/audit?limit=1${action ? `&action=${action}` : ''}`,
      headers: admin.auth,
    });
    return response.json<AuditPage>().items[0];
  }
  const rows = async () =>
    (await ctx.pool.query('select count(*)::int as n from audit_log')).rows[0].n as number;

  beforeAll(async () => {
    admin = await signUp(ctx.app, newAccount({ name: 'राहुल शर्मा' }));
    await makeAdmin(ctx.db, admin.id);
    manager = await signUp(ctx.app, newAccount({ name: 'જયેશ પટેલ' }));
  });

  it('members: added, edited, role changed, deleted; a refused edit leaves no row', async () => {
    const added = await ok(
      call('POST', '/api/members', admin, {
        name: 'Zoë Ó Briain',
        email: 'zoe.obriain@example.ie',
        phone: '+353 85 123 4567',
        role: 'member',
      }),
      201,
    );
    const id = added.member._id as string;
    expect(await latest()).toMatchObject({
      action: 'member.added',
      actor: { _id: admin.id, name: 'राहुल शर्मा' },
      target: { kind: 'member', _id: id, label: 'Zoë Ó Briain' },
      detail: { role: 'member' },
    });
    await ok(
      call('PUT', `/api/members/${id}`, admin, {
        name: 'Zoë Ó Briain',
        phone: '+353851234567',
        role: 'admin',
      }),
    );
    expect(await latest()).toMatchObject({
      action: 'member.role_changed',
      detail: { role: { from: 'member', to: 'admin' } },
    });
    await ok(
      call('PUT', `/api/members/${id}`, admin, {
        name: 'Zoë Ní Bhriain',
        phone: '+353851234568',
        role: 'admin',
      }),
    );
    expect(await latest()).toMatchObject({
      action: 'member.updated',
      detail: {
        name: { from: 'Zoë Ó Briain', to: 'Zoë Ní Bhriain' },
        mobile: { from: '+353851234567', to: '+353851234568' },
      },
    });

    const before = await rows();
    const taken = await call('PUT', `/api/members/${id}`, admin, {
      name: 'Zoë Ní Bhriain',
      phone: admin.e164,
      role: 'member',
    });
    expect(taken.statusCode).toBe(409);
    expect(await rows()).toBe(before);

    await ok(call('DELETE', `/api/members/${id}`, admin));
    expect(await latest()).toMatchObject({
      action: 'member.deleted',
      target: { _id: id, label: 'Zoë Ní Bhriain' },
      detail: { role: 'admin' },
    });
  });

  it('joining: approvals, rejections, batch representatives, roster imports and invitations', async () => {
    const ravi = await signUp(ctx.app, newAccount({ name: 'Ravi Kumar' }));
    await claimBatch(ctx.db, ravi.id, 2004);
    await setJoinPolicy(ctx.db, 'approval');
    const priya = await signUp(ctx.app, newAccount({ name: 'प्रिया देशपांडे' }));
    const selvi = await signUp(ctx.app, newAccount({ name: 'செல்வி முருகன்' }));
    await claimBatch(ctx.db, priya.id, 2004);
    await setJoinPolicy(ctx.db, null);

    await ok(call('PUT', '/api/batches/2004/reps', admin, { userIds: [ravi.id] }));
    expect(await latest()).toMatchObject({
      action: 'batch.reps_changed',
      target: { kind: 'batch', _id: '2004', label: '2004' },
      detail: { reps: { from: [], to: [{ _id: ravi.id, name: 'Ravi Kumar' }] } },
    });
    // A batch representative's decision is theirs in the trail.
    await ok(call('POST', `/api/admin/join-requests/${priya.id}/approve`, ravi));
    expect(await latest()).toMatchObject({
      action: 'join_request.approved',
      actor: { _id: ravi.id, name: 'Ravi Kumar' },
      target: { kind: 'member', _id: priya.id, label: 'प्रिया देशपांडे' },
      detail: { batch: 2004 },
    });
    await ok(
      call('POST', `/api/admin/join-requests/${selvi.id}/reject`, admin, {
        reason: 'Not on our roll',
      }),
    );
    expect(await latest()).toMatchObject({
      action: 'join_request.rejected',
      target: { _id: selvi.id },
      detail: { reason: 'Not on our roll' },
    });

    const sheet =
      'name,email,mobile,batch\nજયેશ પટેલ,jayesh@example.org,,2001\nMaría José,,+34 612 345 678,2001\n';
    const before = await rows();
    expect((await importRoster(ctx.app, admin.auth, sheet, true)).statusCode).toBe(200);
    expect(await rows()).toBe(before);
    expect((await importRoster(ctx.app, admin.auth, sheet)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'roster.imported',
      target: { kind: 'roster' },
      detail: { rows: 2, imported: 2, updated: 0, refused: 0 },
    });
    await ok(call('POST', '/api/admin/roster/invite', admin, { batch: 2001 }));
    expect(await latest()).toMatchObject({
      action: 'roster.invited',
      detail: { batch: 2001, queued: 1 },
    });
  });

  it('tickets: types, promo codes, check-ins, refunds and cancellations by organisers', async () => {
    const channelId = await channelWith(ctx.db, manager.id, 'admin');
    const typeId = randomUUID();
    const dinner = { _id: typeId, name: 'Dinner', price: { amount: 149_900, currency: 'INR' } };
    const body = eventBody({
      title: 'Diwali Gala',
      channelId,
      capacity: 10,
      ticketTypes: [dinner],
    });
    const event = await ok(call('POST', '/api/events', manager, body), 201);

    await ok(
      call('PUT', `/api/events/${event._id}`, manager, {
        ...body,
        ticketTypes: [{ ...dinner, price: { amount: 199_900, currency: 'INR' } }],
      }),
    );
    expect(await latest()).toMatchObject({
      action: 'ticket_types.changed',
      actor: { _id: manager.id },
      target: { kind: 'event', _id: event._id, label: 'Diwali Gala' },
      detail: {
        added: [],
        removed: [],
        changed: [{ _id: typeId, fields: { price: { from: 149_900, to: 199_900 } } }],
      },
    });
    // A save that leaves the ticket types as they were adds no row.
    const unchanged = await rows();
    await ok(
      call('PUT', `/api/events/${event._id}`, manager, {
        ...body,
        description: 'Lights, food, music.',
        ticketTypes: [{ ...dinner, price: { amount: 199_900, currency: 'INR' } }],
      }),
    );
    expect(await rows()).toBe(unchanged);

    const code = await ok(
      call('POST', `/api/events/${event._id}/promo-codes`, manager, {
        code: 'DIWALI10',
        kind: 'percent',
        value: 10,
      }),
      201,
    );
    expect(await latest()).toMatchObject({
      action: 'promo_code.created',
      target: { kind: 'event', _id: event._id, label: 'Diwali Gala' },
      detail: { code: 'DIWALI10', kind: 'percent', value: 10 },
    });
    const beforeDuplicate = await rows();
    const duplicate = await call('POST', `/api/events/${event._id}/promo-codes`, manager, {
      code: 'DIWALI10',
      kind: 'percent',
      value: 20,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(await rows()).toBe(beforeDuplicate);
    await ok(call('DELETE', `/api/events/${event._id}/promo-codes/${code._id}`, manager));
    expect(await latest()).toMatchObject({
      action: 'promo_code.removed',
      target: { kind: 'promo_code', _id: code._id, label: 'DIWALI10' },
      detail: { eventId: event._id },
    });

    // A paid ticket, checked in, undone, then refunded through Razorpay.
    const made = (
      await register(ctx.app, event._id, {
        ...registrationBody({ firstName: 'Aarav', lastName: 'Shah' }),
        ticketTypeId: typeId,
      })
    ).json();
    const paymentId = `pay_${randomUUID().slice(0, 12).replace(/-/g, '')}`;
    await ok(
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/verify',
        payload: {
          razorpay_order_id: made.payment.orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: fake.sign(fake.keySecret, `${made.payment.orderId}|${paymentId}`),
        },
      }),
    );
    const registrationId = made.registrationId as string;
    const checkIn = (checkedIn: boolean) =>
      call('POST', `/api/events/${event._id}/registrations/${registrationId}/check-in`, manager, {
        checkedIn,
      });
    await ok(checkIn(true));
    expect(await latest()).toMatchObject({
      action: 'registration.checked_in',
      target: { kind: 'registration', _id: registrationId, label: 'Aarav Shah' },
      detail: { eventId: event._id, status: { from: 'confirmed', to: 'checked_in' } },
    });
    const again = await rows();
    await ok(checkIn(true));
    expect(await rows()).toBe(again);
    await ok(checkIn(false));
    expect(await latest()).toMatchObject({ action: 'registration.check_in_undone' });

    fake.razorpay.failWith = 503;
    const beforeOutage = await rows();
    try {
      const refused = await call(
        'POST',
        `/api/events/${event._id}/registrations/${registrationId}/refund`,
        manager,
      );
      expect(refused.statusCode).toBe(503);
    } finally {
      fake.razorpay.failWith = null;
    }
    expect(await rows()).toBe(beforeOutage);
    await ok(
      call('POST', `/api/events/${event._id}/registrations/${registrationId}/refund`, manager),
    );
    expect(await latest()).toMatchObject({
      action: 'ticket.refunded',
      actor: { _id: manager.id, name: 'જયેશ પટેલ' },
      target: { kind: 'registration', _id: registrationId, label: 'Aarav Shah' },
      detail: { event: 'Diwali Gala', amount: 199_900, currency: 'INR' },
    });

    // A free registration is cancelled, not refunded; the scanner's check-in is recorded too.
    const free = await createEvent(ctx.app, manager.auth, { title: 'Cricket Nets', channelId });
    const guest = (
      await register(ctx.app, free._id, registrationBody({ firstName: 'محمد', lastName: 'علي' }))
    ).json();
    const ticket = (
      await ctx.pool.query('select ticket from registrations where id = $1', [guest.registrationId])
    ).rows[0].ticket;
    await ok(call('POST', '/api/tickets/check-in', manager, { ticket }));
    expect(await latest()).toMatchObject({
      action: 'registration.checked_in',
      target: { label: 'محمد علي' },
    });
    await ok(
      call('POST', `/api/events/${free._id}/registrations/${guest.registrationId}/refund`, admin),
    );
    expect(await latest()).toMatchObject({
      action: 'registration.cancelled',
      actor: { _id: admin.id },
      detail: { event: 'Cricket Nets' },
    });
  });

  it('site settings: each changed setting before → after; an unchanged save adds nothing', async () => {
    const current = await ok(
      ctx.app.inject({ url: '/api/admin/site-settings', headers: admin.auth }),
    );
    const settings = { ...current.settings, name: 'Old Boys’ Network', joinPolicy: 'approval' };
    await ok(call('PUT', '/api/admin/site-settings', admin, settings));
    expect(await latest()).toMatchObject({
      action: 'site.settings_changed',
      target: { kind: 'site', _id: null },
      detail: {
        name: { from: null, to: 'Old Boys’ Network' },
        joinPolicy: { from: null, to: 'approval' },
      },
    });
    expect(Object.keys((await latest())!.detail).sort()).toEqual(['joinPolicy', 'name']);
    const before = await rows();
    await ok(call('PUT', '/api/admin/site-settings', admin, settings));
    expect(await rows()).toBe(before);
  });

  it('channels: a manager’s role changes, removals, answers to join requests and invitations', async () => {
    const channelId = await channelWith(ctx.db, manager.id, 'owner');
    const asha = await signUp(ctx.app, newAccount({ name: 'Asha Rao' }));
    const vikram = await signUp(ctx.app, newAccount({ name: 'Vikram Rao' }));
    for (const person of [asha, vikram])
      await ok(call('POST', `/api/channels/${channelId}/join`, person), 201);
    await ok(call('POST', `/api/channels/${channelId}/invites/${asha.id}/accept`, manager));
    expect(await latest()).toMatchObject({
      action: 'channel.join_request_accepted',
      actor: { _id: manager.id },
      target: { kind: 'member', _id: asha.id, label: 'Asha Rao' },
      detail: { channelId },
    });
    await ok(call('POST', `/api/channels/${channelId}/invites/${vikram.id}/reject`, manager));
    expect(await latest()).toMatchObject({
      action: 'channel.join_request_rejected',
      target: { _id: vikram.id },
    });
    await ok(
      call('PATCH', `/api/channels/${channelId}/members/${asha.id}`, manager, { role: 'admin' }),
    );
    expect(await latest()).toMatchObject({
      action: 'channel.member_role_changed',
      detail: { role: { from: 'member', to: 'admin' } },
    });
    await ok(call('DELETE', `/api/channels/${channelId}/members/${asha.id}`, manager));
    expect(await latest()).toMatchObject({
      action: 'channel.member_removed',
      target: { _id: asha.id },
    });
    await ok(
      call('POST', `/api/channels/${channelId}/invites`, manager, {
        identifier: '+91 98765 43210',
      }),
    );
    expect(await latest()).toMatchObject({
      action: 'channel.member_invited',
      target: { kind: 'channel', _id: channelId },
      detail: { identifier: '+919876543210' },
    });

    // A member leaving on their own is nobody's action on someone else: no row.
    await ok(call('POST', `/api/channels/${channelId}/join`, vikram), 201);
    await ok(call('POST', `/api/channels/${channelId}/invites/${vikram.id}/accept`, manager));
    const before = await rows();
    await ok(call('DELETE', `/api/channels/${channelId}/members/${vikram.id}`, vikram));
    expect(await rows()).toBe(before);
  });
});
