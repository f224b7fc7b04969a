import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-provider';
import { saveSession } from '../lib/storage';
import { fakeUploads, mediaAnswer, photoFile } from '../testing/fake-uploads';
import { PhotoUploader } from './photo-uploader';

function renderUploader(onUploaded = vi.fn()) {
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <MantineProvider env="test">
        <PhotoUploader purpose="event-photo" onUploaded={onUploaded} />
        <label>
          Caption <input />
        </label>
      </MantineProvider>
    </I18nProvider>,
  );
  const input = screen.getByLabelText('Choose photos', { selector: 'input' });
  return { user, input, onUploaded };
}

describe('PhotoUploader', () => {
  it('uploads several photos at once, each with a preview and its own progress', async () => {
    const { sent } = fakeUploads();
    const { user, input, onUploaded } = renderUploader();
    await user.upload(input, [photoFile('beach.jpg'), photoFile('stage.jpg')]);

    expect(sent).toHaveLength(2);
    expect(sent[0]!.url).toBe('/api/media');
    expect(sent[0]!.body.get('purpose')).toBe('event-photo');
    expect((sent[0]!.body.get('file') as File).name).toBe('beach.jpg');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');

    act(() => sent[0]!.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading beach.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading stage.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    // The form around it stays usable while photos upload.
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Hi');
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveValue('Hi');

    act(() => sent[0]!.respond(201, mediaAnswer('m1')));
    expect(await screen.findByText('beach.jpg uploaded')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(mediaAnswer('m1'), expect.any(File));
  });

  it('sends the session token as the api client does', async () => {
    const { sent } = fakeUploads();
    saveSession({ token: 'tok-1', isAdmin: false });
    const { user, input } = renderUploader();
    await user.upload(input, [photoFile('one.jpg')]);
    expect(sent[0]!.headers.Authorization).toBe('Bearer tok-1');
  });

  it('shows the server’s message on a refusal and retries the photo', async () => {
    const { sent } = fakeUploads();
    const { user, input, onUploaded } = renderUploader();
    await user.upload(input, [photoFile('huge.jpg')]);
    act(() => sent[0]!.respond(413, { error: 'too_large', message: 'This photo is over 15 MB.' }));
    const item = screen.getByRole('listitem');
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'huge.jpg was not uploaded: This photo is over 15 MB.',
    );

    await user.click(within(item).getByRole('button', { name: 'Try again: huge.jpg' }));
    expect(sent).toHaveLength(2);
    act(() => sent[1]!.respond(201, mediaAnswer('m2')));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('huge.jpg uploaded')).toBeInTheDocument();
  });

  it('retries only the step that failed when the photo uploaded but could not be used', async () => {
    const { sent } = fakeUploads();
    const onUploaded = vi
      .fn()
      .mockRejectedValueOnce(new Error('album full'))
      .mockResolvedValueOnce(undefined);
    const { user, input } = renderUploader(onUploaded);
    await user.upload(input, [photoFile('late.jpg')]);
    act(() => sent[0]!.respond(201, mediaAnswer('m3')));
    await user.click(await screen.findByRole('button', { name: 'Try again: late.jpg' }));
    expect(await screen.findByText('late.jpg uploaded')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(onUploaded).toHaveBeenCalledTimes(2);
  });
});
