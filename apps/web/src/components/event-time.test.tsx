import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { overrideReaderTimeZone } from '../lib/use-reader-time-zone';
import { EventTime } from './event-time';

// 07:30 on 7 June 2027 in Pune: 22:00 the evening before in Toronto.
const yoga = {
  date: '2027-06-07T02:00:00Z',
  endDate: '2027-06-07T03:30:00Z',
  timeZone: 'Asia/Kolkata',
};

const ui = (online = false) => (
  <MantineProvider>
    <EventTime times={{ ...yoga, online }} />
  </MantineProvider>
);

describe('EventTime', () => {
  it('renders the venue’s time alone on the server, whatever the reader’s zone', () => {
    overrideReaderTimeZone('America/Toronto');
    const html = renderToString(ui());
    expect(html).toContain('Mon 7 Jun 2027, 07:30 – 09:00 IST');
    expect(html).not.toContain('your time');
  });

  it('adds the reader’s time once live, when their clock differs', () => {
    overrideReaderTimeZone('America/Toronto');
    render(ui());
    expect(screen.getByText('Mon 7 Jun 2027, 07:30 – 09:00 IST')).toBeVisible();
    expect(screen.getByText('(22:00 Sun in Toronto (your time))')).toBeVisible();
  });

  it('shows a reader in Pune one time', () => {
    render(ui());
    expect(screen.getByText('Mon 7 Jun 2027, 07:30 – 09:00 IST')).toBeVisible();
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
  });

  it('leads with the reader’s time for an online event', () => {
    overrideReaderTimeZone('Europe/London');
    render(ui(true));
    expect(screen.getByRole('time')).toHaveTextContent(
      'Mon 7 Jun 2027, 03:00 – 04:30 in London (your time)',
    );
    expect(screen.getByText('(Mon 7 Jun 2027, 07:30 – 09:00 IST)')).toBeVisible();
  });
});
