import { contactMessages } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translateText } from '../../../i18n/active-language';
import { communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

// The screen's code loads lazily, and slowly on a busy machine.
const lazyScreen = 15_000;

/** The Gujarati of a contract text, which must have one. */
function inGujarati(english: string): string {
  const gujarati = translateText(english);
  expect(gujarati).not.toBe(english);
  return gujarati;
}

describe('support and services in Gujarati', () => {
  it('keeps its links inside Gujarati sentences and asks for the fields in Gujarati', async () => {
    await useLanguageInTest('gu');
    const { requests } = stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { user } = renderRoute('/support-services');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'મદદ અને સેવાઓ' },
        { timeout: lazyScreen },
      ),
    ).toBeVisible();
    const findIt = within(screen.getByRole('region', { name: 'જાતે શોધો' }));
    const [eventsItem, , donateItem, aboutItem] = findIt.getAllByRole('listitem');
    expect(eventsItem).toHaveTextContent('કાર્યક્રમો અને કૅલેન્ડર');
    expect(within(eventsItem!).getByRole('link', { name: 'કૅલેન્ડર' })).toBeVisible();
    expect(donateItem).toHaveTextContent('સમાજના પ્રોજેક્ટો અને વિદ્યાર્થીઓ માટે દાન કરો');
    expect(within(donateItem!).getByRole('link', { name: 'દાન કરો' })).toBeVisible();
    expect(aboutItem).toHaveTextContent(`${communitySite.name} વિશે`);

    await user.click(screen.getByRole('button', { name: 'મોકલો' }));
    expect(await screen.findByText(inGujarati(contactMessages.firstNameRequired))).toBeVisible();
    expect(screen.getByText(inGujarati(contactMessages.messageRequired))).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  }, 120_000);
});
