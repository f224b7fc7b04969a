import { describe, expect, it } from 'vitest';
import { englishOf } from '../../i18n/server-text';
import { jpegWithComment, pictures, pngChunk, pngWith, scriptMarkup } from '../../test/pictures';
import { checkPicture, pictureTexts } from './picture-check';

const refusal = (content: Buffer, declared: string) => {
  const result = checkPicture(content, declared);
  return result.ok ? 'accepted' : englishOf(result.message);
};

describe('checkPicture', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['jpeg', 'image/jpg'],
    ['webp', 'image/webp'],
    ['png', 'application/octet-stream'],
  ] as const)('accepts a real %s sent as %s, byte for byte', (kind, declared) => {
    const result = checkPicture(pictures[kind], declared);
    expect(result.ok && result.content.equals(pictures[kind])).toBe(true);
  });

  it('keeps metadata without markup and drops a plain trailer after the end', () => {
    const commented = jpegWithComment('Taken at the Riverside ground');
    const withTrailer = Buffer.concat([commented, Buffer.from('SEFHvendor trailer data')]);
    const result = checkPicture(withTrailer, 'image/jpeg');
    expect(result.ok && result.content.equals(commented)).toBe(true);
  });

  it('refuses a file that is not a picture, whatever it claims', () => {
    expect(refusal(Buffer.from(scriptMarkup), 'image/png')).toBe(
      englishOf(pictureTexts.notAPicture),
    );
    expect(refusal(Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif')).toBe(
      englishOf(pictureTexts.notAPicture),
    );
  });

  it('refuses SVG, named as SVG or as a PNG', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(refusal(svg, 'image/png')).toBe(englishOf(pictureTexts.svg));
    expect(refusal(svg, 'image/svg+xml')).toBe(englishOf(pictureTexts.svg));
    expect(refusal(Buffer.from(`<?xml version="1.0"?>\n${svg}`), 'image/webp')).toBe(
      englishOf(pictureTexts.svg),
    );
  });

  it('refuses a picture that claims another type', () => {
    expect(refusal(pictures.jpeg, 'image/png')).toBe(
      'This file is a JPEG image but says it is a PNG image. Save it again in one format (or fix its name) and try again.',
    );
    expect(refusal(pictures.png, 'text/html')).toBe(
      'This file is a PNG image but says it is "text/html". Save it again in one format (or fix its name) and try again.',
    );
    expect(refusal(pictures.webp, 'image/svg+xml')).toBe(englishOf(pictureTexts.svg));
  });

  it('refuses polyglots: markup after the end, in a text chunk or in a comment', () => {
    expect(refusal(Buffer.concat([pictures.png, Buffer.from(scriptMarkup)]), 'image/png')).toBe(
      englishOf(pictureTexts.damaged),
    );
    const text = pngChunk('tEXt', Buffer.from(`Comment\0${scriptMarkup}`, 'latin1'));
    expect(refusal(pngWith(text), 'image/png')).toBe(englishOf(pictureTexts.damaged));
    expect(refusal(pngWith(pngChunk('tEXt', Buffer.from('Author\0Asha'))), 'image/png')).toBe(
      'accepted',
    );
    expect(refusal(jpegWithComment(scriptMarkup), 'image/jpeg')).toBe(
      englishOf(pictureTexts.damaged),
    );
    expect(refusal(jpegWithComment('see javascript:alert(1)'), 'image/jpeg')).toBe(
      englishOf(pictureTexts.damaged),
    );
    const webpWithTail = Buffer.concat([pictures.webp, Buffer.from(scriptMarkup)]);
    expect(refusal(webpWithTail, 'image/webp')).toBe(englishOf(pictureTexts.damaged));
  });

  it('refuses a picture cut short or with a broken structure', () => {
    const png = pictures.png;
    expect(refusal(png.subarray(0, png.length - 12), 'image/png')).toBe(
      englishOf(pictureTexts.damaged),
    );
    const badCrc = Buffer.from(png);
    badCrc[30] = badCrc[30]! ^ 0xff;
    expect(refusal(badCrc, 'image/png')).toBe(englishOf(pictureTexts.damaged));
    expect(refusal(Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 1)]), 'image/png')).toBe(
      englishOf(pictureTexts.damaged),
    );
    expect(refusal(pictures.jpeg.subarray(0, pictures.jpeg.length - 2), 'image/jpeg')).toBe(
      englishOf(pictureTexts.damaged),
    );
    const lyingRiff = Buffer.from(pictures.webp);
    lyingRiff.writeUInt32LE(lyingRiff.readUInt32LE(4) + 100, 4);
    expect(refusal(lyingRiff, 'image/webp')).toBe(englishOf(pictureTexts.damaged));
  });
});
