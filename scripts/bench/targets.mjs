// Issue #8's targets, to mark each figure (✓ met, ✗ missed). The bench reports figures; these
// marks only say how each compares.
export const targets = {
  readRps: 3000,
  readP99Ms: 30,
  writeRps: 800,
  startupSeconds: 5,
  rssMb: 250,
  firstVisitKb: 200,
  lighthouseScore: 95,
  cls: 0.05,
  // Issue #18: every public page's first contentful paint on a slow phone (slow-phone.mjs).
  slowPhoneFcpMs: 2000,
  // "Responsive": an interaction answers within INP's "good" bound.
  interactionMs: 200,
};

export const mark = (ok) => (ok ? '✓' : '✗');
