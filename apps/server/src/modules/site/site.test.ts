import { describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('GET /api/site', () => {
  describe('with the defaults', () => {
    const ctx = useTestApp();

    it('shows the community identity and tagline', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/site' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: 'Community Portal',
        tagline: 'Connect locally, live globally',
        profile: 'community',
        logoUrl: null,
        defaultCountry: 'IN',
        // New events' zone until an admin picks another (issue 19).
        timeZone: 'Asia/Kolkata',
        // Share of page loads reporting Core Web Vitals (WEB_VITALS_SAMPLE_RATE).
        webVitalsSampleRate: 0.1,
        // Who may join (issue 35, ADR 52): the community profile's default.
        joinPolicy: 'open',
      });
    });

    it('prefers what an admin saved over the environment', async () => {
      const admin = await signUp(ctx.app);
      await makeAdmin(ctx.db, admin.id);
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/site-settings',
        headers: admin.auth,
        payload: {
          name: 'Old Boys Network',
          tagline: null,
          profile: 'alumni',
          logoUrl: null,
          organisationName: null,
          organisationAddress: null,
          receiptTaxText: null,
        },
      });
      expect(saved.statusCode).toBe(200);
      const body = (await ctx.app.inject({ method: 'GET', url: '/api/site' })).json();
      // An alumni site lets in whom its roster names unless the admin chose otherwise (ADR 52).
      expect(body).toMatchObject({
        name: 'Old Boys Network',
        profile: 'alumni',
        joinPolicy: 'roster',
      });
    });
  });

  describe('with SITE_PROFILE=alumni', () => {
    const ctx = useTestApp({ SITE_PROFILE: 'alumni', SITE_NAME: 'St. Mary Alumni' });

    it('shows the alumni identity', async () => {
      const body = (await ctx.app.inject({ method: 'GET', url: '/api/site' })).json();
      expect(body).toMatchObject({
        name: 'St. Mary Alumni',
        profile: 'alumni',
        joinPolicy: 'roster',
      });
    });
  });
});
