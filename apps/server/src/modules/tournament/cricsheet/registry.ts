import type { Cricsheet } from '@portal/contract';

// Cricsheet's registry gives every person one id across all its files. A person already
// imported into the event keeps the name they came in under (issue 41): a file that spells
// them otherwise is read with the known name, so they stay one player on the team and in the
// leaderboards.

/** The names in `doc` to read as another (the known name of the same registry id). */
function renames(doc: Cricsheet, known: Map<string, string>) {
  const map = new Map<string, string>();
  for (const [person, id] of Object.entries(doc.info.registry?.people ?? {})) {
    const name = known.get(id);
    if (name && name !== person) map.set(person, name);
  }
  return map;
}

/** `doc` with each known person under their known name (the same object when none differ). */
export function renamePlayers(doc: Cricsheet, known: Map<string, string>): Cricsheet {
  const map = renames(doc, known);
  if (map.size === 0) return doc;
  const to = (name: string) => map.get(name) ?? name;
  const people = doc.info.registry?.people ?? {};
  return {
    ...doc,
    info: {
      ...doc.info,
      players: doc.info.players
        ? Object.fromEntries(
            Object.entries(doc.info.players).map(([team, names]) => [team, names.map(to)]),
          )
        : undefined,
      registry: {
        ...doc.info.registry,
        people: Object.fromEntries(Object.entries(people).map(([name, id]) => [to(name), id])),
      },
    },
    innings: doc.innings.map((innings) => ({
      ...innings,
      overs: innings.overs?.map((over) => ({
        ...over,
        deliveries: over.deliveries.map((delivery) => ({
          ...delivery,
          batter: to(delivery.batter),
          bowler: to(delivery.bowler),
          non_striker: to(delivery.non_striker),
          wickets: delivery.wickets?.map((wicket) => ({
            ...wicket,
            player_out: to(wicket.player_out),
            fielders: wicket.fielders?.map((fielder) =>
              fielder.name ? { ...fielder, name: to(fielder.name) } : fielder,
            ),
          })),
          replacements: delivery.replacements && {
            ...delivery.replacements,
            match: delivery.replacements.match?.map((entry) => ({ ...entry, in: to(entry.in) })),
            role: delivery.replacements.role?.map((entry) => ({ ...entry, in: to(entry.in) })),
          },
        })),
      })),
    })),
  };
}

/** Registry id → the name the event knows the person by, from its imported matches. */
export function knownPeople(registries: (Record<string, string> | undefined)[]) {
  const known = new Map<string, string>();
  for (const registry of registries)
    for (const [name, id] of Object.entries(registry ?? {}))
      if (!known.has(id)) known.set(id, name);
  return known;
}
