import { matchPath } from 'react-router';
import { aliasPaths, paths } from '../../lib/paths';

// Spec §2 Shell: the top bar is hidden on sign-in, sign-up, event registration and the two
// create forms. We hide the sidebar with it: its toggle lives in the top bar, so on a phone an
// open sidebar could not be closed again. /registration is included because /registation
// (the spec's spelling) now redirects there.
const focusedPatterns = [
  paths.login,
  paths.signup,
  `${aliasPaths.registation}/*`,
  '/registration/*',
  paths.eventForm,
  paths.feedPostsForm,
];

/** True for screens shown without the top bar and sidebar. Matching ignores case, as routing does. */
export function isFocusedPath(pathname: string): boolean {
  return focusedPatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}
