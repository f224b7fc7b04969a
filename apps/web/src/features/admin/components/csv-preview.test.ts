import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsvPreview, rosterColumnOf } from './csv-preview';

describe('the roster preview reads a CSV file', () => {
  it('reads a plain file with its header and matched columns', () => {
    const preview = parseCsvPreview(
      'Name,Email,Mobile,Batch,Notes\nराहुल शर्मा,rahul@example.in,9876543210,2009,x\nજયેશ પટેલ,,+447400123456,2011,\n',
    );
    expect(preview.delimiter).toBe(',');
    expect(preview.header).toEqual(['Name', 'Email', 'Mobile', 'Batch', 'Notes']);
    expect(preview.columns).toEqual(['name', 'email', 'mobile', 'batch', null]);
    expect(preview.rows).toEqual([
      ['राहुल शर्मा', 'rahul@example.in', '9876543210', '2009', 'x'],
      ['જયેશ પટેલ', '', '+447400123456', '2011', ''],
    ]);
  });

  it('understands a byte-order mark, semicolons, CRLF and quotes', () => {
    const preview = parseCsvPreview(
      '\uFEFFname;email;city\r\n"Ó Briain; Zoë";zoe@example.ie;"Dublin\r\nNorth"\r\n"say ""hi""";;=HYPERLINK("x")\r\n',
    );
    expect(preview.delimiter).toBe(';');
    expect(preview.header).toEqual(['name', 'email', 'city']);
    expect(preview.rows).toEqual([
      ['Ó Briain; Zoë', 'zoe@example.ie', 'Dublin\r\nNorth'],
      ['say "hi"', '', '=HYPERLINK("x")'],
    ]);
  });

  it('stops after the rows it shows and skips blank lines', () => {
    const lines = Array.from({ length: 50 }, (_, row) => `Person ${row},p${row}@example.org`);
    const preview = parseCsvPreview(['name,email', '', ...lines].join('\n'), 5);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[4]).toEqual(['Person 4', 'p4@example.org']);
  });

  it('reads the last row without a line break after it', () => {
    expect(parseCsvPreview('name,batch\n李小龍,1959').rows).toEqual([['李小龍', '1959']]);
  });

  it('matches headers however they are written', () => {
    expect(rosterColumnOf(' E-mail ')).toBe('email');
    expect(rosterColumnOf('COUNTRY')).toBe('country');
    expect(rosterColumnOf('Phone')).toBeNull();
  });

  it('counts delimiters in the header only, outside quotes', () => {
    expect(detectDelimiter('"a,b,c";d;e\nx,y,z,w,v')).toBe(';');
    expect(detectDelimiter('a,b;c')).toBe(',');
  });
});
