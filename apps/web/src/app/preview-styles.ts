// The Mantine styles that the server's previews of the public pages outside the first visit
// (ADR 21, issue #18: sign-in, sign-up, support, channels, the tournament) show beyond
// first-visit-styles.ts: their forms' inputs, checkbox, selects and lists, in the order of
// Mantine's own styles.css. The preview links this sheet (a few KB) instead of all of Mantine's
// (36 KB gzipped, over half a second on a slow phone's link before anything painted); the screen's
// code still brings the whole sheet (route-styles.ts), which holds the same rules in the same layer,
// so nothing restyles when it arrives. Loaded with that sheet too (route-styles.ts): it must be a
// chunk of its own for the server to find its stylesheet in Vite's manifest.
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
