// Phone numbers as the e2e tests type them and read them back (DESIGN §5.22): any country,
// stored and returned in E.164, shown in national format to viewers of the same country.

/** `count` random decimal digits. */
export const randomDigits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A random Indian mobile as typed without a country code: ten digits, the first a 9. */
export const randomIndianMobile = () => `9${randomDigits(9)}`;

/** An Indian mobile (ten digits) as the API stores and returns it. */
export const indianE164 = (mobile: string) => `+91${mobile}`;

/** An Indian mobile (ten digits) as a viewer in India reads it: "098250 12345". */
export const indianNational = (mobile: string) => `0${mobile.slice(0, 5)} ${mobile.slice(5)}`;
