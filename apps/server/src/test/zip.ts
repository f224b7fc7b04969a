// The tests' ZIP archives (stored or deflated entries, a declared size other than the truth, as a
// bomb would) come from the benches' writer, so one hand-written ZIP serves both.
export { zipOf, type ZipEntry } from '../../../../scripts/bench/zip-of.mjs';
