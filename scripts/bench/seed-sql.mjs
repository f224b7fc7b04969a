// Shared bits for the set-based seeders: word lists as SQL arrays and a unique ticket maker.

/** A SQL `array[...]` literal of plain words (ours, so no quoting beyond doubling quotes). */
export const sqlWords = (words) =>
  `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;

/** Picks from a SQL array by an integer expression, 1-based as SQL arrays are. */
export const pick = (words, indexExpression) =>
  `(${sqlWords(words)})[1 + (${indexExpression}) % ${words.length}]`;

/**
 * A ticket as the app makes one (newToken: 32 random bytes, base64url, 43 characters): SHA-256 of
 * a unique seed, so each row's differs without pgcrypto.
 */
export const ticketExpression = (uniqueExpression) =>
  `rtrim(translate(encode(sha256(convert_to('bench-ticket-' || (${uniqueExpression}) || '-' || random(), 'UTF8')), 'base64'), '+/', '-_'), '=')`;

export const firstNames = [
  'Aarav',
  'Diya',
  'Kabir',
  'Isha',
  'Rohan',
  'Tara',
  'Vivaan',
  'Naina',
  'Arjun',
  'Zoya',
  'Neil',
  'Mira',
  'Yash',
  'Leela',
  'Omar',
  'Sana',
  'Dev',
  'Priya',
  'Farhan',
  'Anita',
];
export const lastNames = [
  'Sharma',
  'Kapoor',
  'Nair',
  'Joshi',
  'Khan',
  'Reddy',
  'Das',
  'Mehta',
  'Iyer',
  'Patel',
  'Singh',
  'Menon',
  'Thomas',
  'Verma',
  'Desai',
  'Gill',
];
export const cities = [
  'Pune',
  'Mumbai',
  'Nashik',
  'Ahmedabad',
  'Bengaluru',
  'Chennai',
  'Delhi',
  'Kochi',
];
