import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediaAnswer } from '../testing/fake-uploads';
import { ResponsivePhoto } from './responsive-photo';

describe('ResponsivePhoto', () => {
  it('is a lazy img with srcset, sizes and its size, blurred until it loads', async () => {
    const photo = mediaAnswer('p1');
    render(<ResponsivePhoto photo={photo} alt="Stage at night" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Stage at night' });
    expect(img).toHaveAttribute('srcset', photo.srcset);
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('src', photo.url);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');

    const frame = screen.getByTestId('photo-frame');
    await waitFor(() =>
      expect(frame.style.backgroundImage).toMatch(/^url\("data:image\/png;base64,/),
    );
    fireEvent.load(img);
    expect(frame.style.backgroundImage).toBe('');
    expect(img).toHaveAttribute('data-loaded');
  });

  it('loads at once when asked, and shows without a blur when the placeholder is malformed', () => {
    const photo = { ...mediaAnswer('p2'), placeholder: '%%%' };
    render(<ResponsivePhoto photo={photo} alt="" sizes="100vw" eager fit="contain" />);
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.load(img);
    expect(img).toHaveAttribute('data-loaded');
  });
});
