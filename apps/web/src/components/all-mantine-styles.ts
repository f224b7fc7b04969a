// Every Mantine component's styles, for screens and widgets outside the first visit (forms,
// dialogs, admin pages). app/first-visit-styles.ts holds the few the public pages need, so a
// first visit downloads a fraction. Layered (@layer mantine), so however late this arrives it
// neither overrides the app's own CSS nor changes the order among Mantine's rules.
import '@mantine/core/styles.layer.css';
