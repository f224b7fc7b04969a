// @svg-maps/world's own types import "svg-maps__common", a package it does not depend on, so
// they read as `any`; this is the shape it exports (checked against its index.js, version 2).
declare module '@svg-maps/world' {
  interface Location {
    /** Lowercase ISO 3166 alpha-2 ("in", "gb"), and "um-xx" for the US minor outlying islands. */
    id: string;
    /** The country's English name. */
    name: string;
    /** Its outline, an SVG path in the viewBox's coordinates. */
    path: string;
  }
  const map: { label: string; viewBox: string; locations: Location[] };
  export default map;
}
