import type { Member } from '@portal/contract';

/** "Rao Designs · Pune": the card's business and city line, or nothing. */
export function businessAndCity(member: Member): string {
  return [member.businessName, member.city].filter(Boolean).join(' · ');
}

/** "Pune, Maharashtra, India", leaving out what is missing. */
export function placeLine(member: Member): string {
  return [member.city, member.state, member.country].filter(Boolean).join(', ');
}
